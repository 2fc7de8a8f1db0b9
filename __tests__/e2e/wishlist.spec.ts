import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// The wishlist and the header's search suggestions against the embedded service: a product saved from
// its card survives a reload (browser storage), the header counts it, and "Move to cart" moves it.

interface Candidate {
  name: string;
  slug: string;
  variants: { quantityAvailable: number }[];
}

/** A product with one variant in stock: its card saves that variant, so it can be moved to the cart. */
async function productWithOneVariant(request: APIRequestContext) {
  const response = await request.post('/graphql/', {
    data: {
      query:
        '{ products(first: 60, channel: "default-channel") { edges { node { name slug variants { quantityAvailable } } } } }',
    },
  });
  const { data } = (await response.json()) as { data: { products: { edges: { node: Candidate }[] } } };
  const found = data.products.edges
    .map((edge) => edge.node)
    .find((p) => p.variants.length === 1 && p.variants[0].quantityAvailable >= 5);
  if (!found) throw new Error('the demo shop has no single-variant product in stock');
  return found;
}

test('a product saved from its card stays after a reload, is counted, and moves to the cart', async ({
  page,
  request,
  problems,
}) => {
  const product = await productWithOneVariant(request);
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('button', { name: `Add ${product.name} to wishlist` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 product' })).toBeVisible();

  await page.goto('/wishlist');
  await page.reload();
  const saved = page.getByRole('list', { name: 'Saved products, 1 product' });
  await expect(saved.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/products/${product.slug}`,
  );
  await expect(page.getByRole('link', { name: 'Wishlist, 1 product' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]').length)).toBe(1);

  await page.getByRole('button', { name: `Move ${product.name} to the cart` }).click();
  await expect(page.getByText(`${product.name} is in your cart now.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(product.name);
  expect(problems.list).toEqual([]);
});

test('the header suggests products while typing, and the keyboard opens one', async ({ page, problems }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('mug');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toContainText(/mug/i);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  const image = first.locator('img');
  await expect(image).toHaveAttribute('width', '40');
  await expect(image).toHaveAttribute('height', '40');

  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('span').first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Still in the box: the arrow opens the list again for the same words.
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('mug');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveText('See all results for “mug”');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mug$/);
  expect(problems.list).toEqual([]);
});

test('suggestions and the wishlist fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('shirt');
  await expect(
    page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').nth(1),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty.' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
