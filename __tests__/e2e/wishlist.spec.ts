import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// The wishlist and the header's search suggestions against the embedded service: a product saved from
// its card survives a reload (browser storage), the header counts it, and "Move to cart" moves it; a
// product with several variants shows its saved variant and price, or asks for its options first.

interface Candidate {
  id: string;
  name: string;
  /** Its Simplified Chinese name, where the shop has one: what a zh-CN page shows. */
  hans: { name: string | null } | null;
  slug: string;
  variants: {
    id: string;
    name: string;
    quantityAvailable: number;
    pricing: { price: { gross: { amount: number; currency: string } } };
  }[];
}

async function demoProducts(request: APIRequestContext): Promise<Candidate[]> {
  const response = await request.post('/graphql/', {
    data: {
      query: `{ products(first: 60, channel: "default-channel") { edges { node { id name slug
        hans: translation(languageCode: ZH_HANS) { name }
        variants { id name quantityAvailable pricing { price { gross { amount currency } } } } } } } }`,
    },
  });
  const { data } = (await response.json()) as { data: { products: { edges: { node: Candidate }[] } } };
  return data.products.edges.map((edge) => edge.node);
}

/** A product with one variant in stock: its card saves that variant, so it can be moved to the cart. */
async function productWithOneVariant(request: APIRequestContext) {
  const found = (await demoProducts(request)).find(
    (p) => p.variants.length === 1 && p.variants[0].quantityAvailable >= 5,
  );
  if (!found) throw new Error('the demo shop has no single-variant product in stock');
  return found;
}

/** A tee-like product in sizes and colours, every variant in stock, with an L / White. */
async function productWithOptions(request: APIRequestContext) {
  const found = (await demoProducts(request)).find(
    (p) =>
      p.variants.length > 4 &&
      p.variants.every((v) => v.quantityAvailable >= 5) &&
      p.variants.some((v) => v.name === 'L / White'),
  );
  if (!found) throw new Error('the demo shop has no product in sizes and colours in stock');
  return { ...found, lWhite: found.variants.find((v) => v.name === 'L / White')! };
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

async function saveFromListing(page: Page, name: string) {
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('button', { name: `Add ${name} to wishlist` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 product' })).toBeVisible();
}

test('a product saved from its card stays after a reload, is counted, and moves to the cart', async ({
  page,
  request,
  problems,
}) => {
  const product = await productWithOneVariant(request);
  await saveFromListing(page, product.name);

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

test('a product with several variants saved from a listing shows its price range and asks for options before moving', async ({
  page,
  request,
  problems,
}) => {
  const product = await productWithOptions(request);
  const prices = product.variants.map((v) => v.pricing.price.gross.amount);
  await saveFromListing(page, product.name);

  await page.goto('/wishlist');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(card).toContainText(`${usd(Math.min(...prices))} – ${usd(Math.max(...prices))}`);
  await card.getByRole('button', { name: `Move ${product.name} to the cart` }).click();

  const dialog = page.getByRole('dialog', { name: `Choose options for ${product.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Move to cart' })).toBeDisabled();
  // By keyboard: the first size takes the focus, the arrows pick a size, Tab goes on to the colours.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'XS' })).toBeFocused();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'White' })).toBeChecked();
  await expect(dialog).toContainText(usd(product.lWhite.pricing.price.gross.amount));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Move to cart' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`${product.name} is in your cart now.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty.' })).toBeVisible();
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines).toContainText(product.name);
  await expect(lines).toContainText('L / White');
  expect(problems.list).toEqual([]);
});

test('a variant chosen on the product page is shown on the card with its price and moves without asking', async ({
  page,
  request,
  problems,
}) => {
  const product = await productWithOptions(request);
  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(product.lWhite.id)}`);
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();

  await page.goto('/wishlist');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(card).toContainText('L / White');
  await expect(card).toContainText(usd(product.lWhite.pricing.price.gross.amount));
  await card.getByRole('button', { name: `Move ${product.name} to the cart` }).click();
  await expect(page.getByText(`${product.name} is in your cart now.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('L / White');
  expect(problems.list).toEqual([]);
});

test('the card and the options question fit a 360 px phone in Chinese', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productWithOptions(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.evaluate((saved) => localStorage.setItem('wishlist', JSON.stringify([saved])), {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    thumbnailUrl: null,
    chosenVariantId: null,
    addedAt: '2026-01-01T00:00:00Z',
  });
  await page.goto('/wishlist');
  // The card names the product as the shop has it today, in Chinese.
  const name = product.hans?.name || product.name;
  await page.getByRole('button', { name: `将 ${name} 移到购物车` }).click();
  const dialog = page.getByRole('dialog', { name: `为 ${name} 选择规格` });
  await expect(dialog.getByRole('radio', { name: 'XL' })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
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

test("a heart's tooltip shows right beside it on hover, stays while hovered, and Escape hides it", async ({
  page,
  request,
}) => {
  const product = await productWithOneVariant(request);
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const heart = page.getByRole('button', { name: `Add ${product.name} to wishlist` }).first();
  await heart.hover();
  const tooltip = page.getByRole('tooltip', { name: `Add ${product.name} to wishlist` });
  await expect(tooltip).toBeVisible();

  // Right below the heart (or right above it), across from it, and inside the window.
  const at = (await heart.boundingBox())!;
  const box = (await tooltip.boundingBox())!;
  const gap = box.y >= at.y ? box.y - (at.y + at.height) : at.y - (box.y + box.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(12);
  expect(box.x).toBeLessThan(at.x + at.width);
  expect(box.x + box.width).toBeGreaterThan(at.x);
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

  // The pointer can move onto the tooltip (to read or magnify it) without it going away.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});
