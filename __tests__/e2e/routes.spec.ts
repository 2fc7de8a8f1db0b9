import { expect, test, useLanguage } from './fixtures';
import { GUARDED, ROUTES } from './routeList';

// Every route of the shop opens, in each language, with its heading and without a console error or a failed
// request. Guarded routes are checked logged out (they lead to /login).
for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test.describe(`in ${locale}`, () => {
    test('every route opens with a heading and no errors', async ({ page, problems, baseURL }) => {
      // Some 34 page loads in one test, on two shared cores: the default minute is too short.
      test.setTimeout(180_000);
      await useLanguage(page, baseURL!, locale);
      for (const path of ROUTES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      }
      expect(problems.list).toEqual([]);
    });

    test('guarded routes send a visitor to log in', async ({ page, problems, baseURL }) => {
      await useLanguage(page, baseURL!, locale);
      for (const path of GUARDED) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
      }
      expect(problems.list).toEqual([]);
    });
  });
}

test('an unknown path, invalid params or an unknown slug show the 404 page, quietly', async ({
  page,
  problems,
}) => {
  for (const path of [
    '/no/such/page',
    '/orders/not-a-number',
    '/products/no-such-product',
    '/categories/no-such-category',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible();
  }
  // A 404 is an answer, not a fault: nothing in the console.
  expect(problems.list).toEqual([]);
});

test('robots.txt is real text, not the app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toContain('User-agent');
});
