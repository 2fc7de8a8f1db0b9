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
  baseURL,
}) => {
  // Public paths are rendered by the server and answer 404 themselves; a shopper's own pages (orders)
  // are rendered by the browser, whose page answers 200.
  const paths = [
    { path: '/no/such/page', status: 404 },
    { path: '/orders/not-a-number', status: 200 },
    { path: '/products/no-such-product', status: 404 },
    { path: '/categories/no-such-category', status: 404 },
  ];
  for (const { path, status } of paths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible();
  }
  // A 404 is an answer, not a fault: nothing in the console but the browser's note of the pages' own
  // status.
  const pageStatus = new Set(paths.map(({ path }) => `HTTP 404: ${baseURL}${path}`));
  const documentNote =
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(problems.list.filter((problem) => !pageStatus.has(problem) && problem !== documentNote)).toEqual([]);
});

test('robots.txt is real text, not the app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toContain('User-agent');
});
