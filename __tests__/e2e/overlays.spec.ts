import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The drawers the overlay service opens, as a shopper uses them.

test('on a phone, the menu opens from the header, names its places in Chinese, and a tap goes there', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  // The category as the shop names it in Simplified Chinese (its own name where it has no translation).
  const { category } = await gql<{ category: { name: string; hans: { name: string | null } | null } }>(
    request,
    '{ category(slug: "apparel") { name hans: translation(languageCode: ZH_HANS) { name } } }',
  );
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const opener = page.getByRole('button', { name: '打开菜单' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();

  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu.getByRole('link', { name: '全部商品' })).toBeVisible();
  // The open drawer is modal: the page behind it, the button included, is hidden from screen readers.
  await expect(page.getByRole('button', { name: '打开菜单', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Escape closes it, and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await menu.getByRole('link', { name: category.hans?.name || category.name }).click();
  await expect(page).toHaveURL(/\/categories\/apparel$/);
  await expect(menu).toBeHidden();
  expect(problems.list).toEqual([]);
});

test('at desktop width the header has no menu button: everything is in view', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
  expect(problems.list).toEqual([]);
});

test('adding to the cart opens the mini-cart with the line and subtotal, and it leads on to checkout', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/products/everyday-crew-tee');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Everyday Crew Tee');
  await expect(lines.first()).toContainText('Quantity: 1');
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  // The toast's own "View cart" is still there for whoever prefers it.
  await expect(page.getByRole('button', { name: 'View cart', includeHidden: true })).toHaveCount(1);

  await drawer.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(drawer).toBeHidden();
  expect(problems.list).toEqual([]);
});
