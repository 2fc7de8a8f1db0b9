import { expect, test, useLanguage } from './fixtures';

// Every route of spec section 2 opens, in each language, with its heading and without a console
// error or a failed request. Guarded routes are checked logged out (they lead to /login).
const ROUTES = [
  '/',
  '/cart',
  '/help',
  '/about',
  '/terms',
  '/privacy',
  '/returns',
  '/shipping',
  '/contact',
  '/search',
  '/login',
  '/register',
  '/products',
  '/products/everyday-crew-tee',
  '/categories',
  '/categories/t-shirts',
  '/checkout',
  '/checkout/success',
  '/payment',
  '/payment-callback',
  '/order-success',
  '/orders',
  '/orders/1',
  '/orders-backup',
  '/wishlist',
  '/docs/payment-troubleshooting',
  '/aurora-test',
  '/button-test',
  '/header-test',
  '/user-menu-test',
  '/account/confirm/',
  '/account/reset-password/',
];
const GUARDED = ['/profile', '/payment-test', '/payment-debug', '/admin/payment-gateway-check'];

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
