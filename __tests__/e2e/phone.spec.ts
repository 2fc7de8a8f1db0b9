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
