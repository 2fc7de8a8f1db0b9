import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// An axe scan of every page in light and dark mode (WCAG 2 A and AA rules) finds no violation.
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

// One test per page (both modes), so that the scans spread over the workers and a failure names its page.
for (const path of PAGES) {
  test(`${path} passes axe in light and dark mode`, async ({ browser, baseURL }) => {
    // Two scans of up to some 200 controls (the galleries) on two shared cores.
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // @axe-core/playwright needs a context made with browser.newContext().
      const context = await browser.newContext({ baseURL, colorScheme });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        found.push(
          `${colorScheme}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
        );
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
