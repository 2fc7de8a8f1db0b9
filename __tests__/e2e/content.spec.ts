import AxeBuilder from '@axe-core/playwright';
import { expect, test, useLanguage } from './fixtures';

// Menus and content pages in the browser, against the demo shop (seed/demoContent.ts): the header's
// links and the footer come from the shop's `navbar` and `footer` menus, translated; an information
// route shows the shop's Saleor page of its slug; other pages open under /pages/{slug}; an unpublished
// one is the 404 page.

test('desktop, English: header and footer come from the menus and lead to their pages', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Apparel', 'Home & Kitchen', 'Outdoor', 'Digital', 'Summer picks'])
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Summer picks' })).toHaveAttribute(
    'href',
    '/collections/summer-picks',
  );

  const footer = page.getByRole('navigation', { name: 'Shop information' });
  await expect(footer.getByRole('heading', { level: 2, name: 'Customer service' })).toBeVisible();
  await expect(footer.getByRole('heading', { level: 2, name: 'Our shop' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Care guide' })).toHaveAttribute('href', '/pages/care-guide');
  await expect(footer.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
  const saleor = footer.getByRole('link', { name: 'Powered by Saleor' });
  await expect(saleor).toHaveAttribute('href', 'https://saleor.io/');
  await expect(saleor).toHaveAttribute('rel', /noopener/);

  // A category link of the menu opens the category.
  await header.getByRole('link', { name: 'Outdoor', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/outdoor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outdoor' })).toBeVisible();

  // The footer's page link opens the information route with the shop's own page.
  await footer.getByRole('link', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery methods' })).toBeVisible();
  await expect(page.getByText('We pack every order within two working days.')).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the server renders a content page, translated; other pages open under /pages', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/about')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Aurora Shop is a small online shop');
  expect(html).toContain('Buy less, choose well, make it last.');
  // The menus are in the HTML too: no request needed to show them.
  expect(html).toContain('Customer service');
  expect(html).toContain('href="/pages/care-guide"');

  await useLanguage(page, baseURL!, 'zh-TW');
  const response = await page.goto('/pages/care-guide');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '保養指南' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '衣物' })).toBeVisible();
  await expect(page.getByText('不用烘衣機')).toBeVisible();
  await expect(page).toHaveTitle(/保養指南/);
});

test('an unpublished or missing page is the 404 page', async ({ page }) => {
  for (const path of ['/pages/winter-sale-preview', '/pages/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible();
  }
});

test('zh-CN at 360 px: the drawer lists the navbar menu, nested and translated', async ({
  page,
  baseURL,
}) => {
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '菜单' });
  await expect(drawer.getByRole('link', { name: '服饰', exact: true })).toBeVisible();
  // Subcategories nest under their category; the collection follows.
  await expect(drawer.getByRole('link', { name: '上装', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '夏日精选' })).toBeVisible();
  await drawer.getByRole('link', { name: '上装', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/tops$/);
  await expect(drawer).toBeHidden();

  const footer = page.getByRole('navigation', { name: '商店信息' });
  await expect(footer.getByRole('heading', { level: 2, name: '客户服务' })).toBeAttached();
  await footer.getByRole('link', { name: '配送说明' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: '配送' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '配送方式' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the menus are reachable by keyboard', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  const target = page
    .getByRole('navigation', { name: 'Shop information' })
    .getByRole('link', { name: 'Care guide' });
  await expect(target).toBeVisible();
  // Tab through the page until the footer's link has the focus, then follow it with Enter.
  let reached = false;
  for (let presses = 0; presses < 120 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await target.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/care-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Care guide' })).toBeVisible();
});

test('a content page with its menus passes axe in light and dark mode', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Care guide' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(`${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
    await context.close();
  }
  expect(found).toEqual([]);
});
