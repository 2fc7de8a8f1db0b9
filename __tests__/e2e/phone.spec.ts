import { expect, test, useLanguage } from './fixtures';

// At phone width (360 px) no page is wider than the screen: nothing makes the shopper scroll sideways.
const PAGES = [
  '/',
  '/cart',
  '/help',
  '/search',
  '/login',
  '/register',
  '/products',
  '/products/everyday-crew-tee',
  '/categories',
  '/categories/t-shirts',
  '/checkout',
  '/payment',
  '/orders',
  '/orders-backup',
  '/wishlist',
  '/docs/payment-troubleshooting',
  '/aurora-test',
  '/button-test',
  '/header-test',
  '/user-menu-test',
  '/no/such/page',
];

for (const locale of ['en', 'zh-CN'] as const) {
  test(`no page scrolls sideways at 360 px in ${locale}`, async ({ page, baseURL }) => {
    await useLanguage(page, baseURL!, locale);
    await page.setViewportSize({ width: 360, height: 740 });
    const tooWide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });
}

test('logged in, the header still fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@example.com');
  await page.getByLabel('Password').fill('demo-shopper-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const account = page.getByRole('button', { name: 'Account menu for Demo Customer' });
  await expect(account).toBeVisible();
  // The session is stored as the app moves on: wait for it before loading other pages.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
  const tooWide: string[] = [];
  for (const path of ['/', '/profile', '/orders', '/cart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
  await page.goto('/');
  await expect(account).toBeVisible();
});
