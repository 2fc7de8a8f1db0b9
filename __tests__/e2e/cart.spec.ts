import type { APIRequestContext } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The cart page against the embedded service: a checkout made through the API (as the product page's
// "add to cart" does) is found by its stored token, and the shopper changes and empties it.

async function checkoutWithTwoLines(request: APIRequestContext) {
  const { products } = await gql<{
    products: { edges: { node: { variants: { id: string; quantityAvailable: number }[] } }[] };
  }>(
    request,
    '{ products(first: 40, channel: "default-channel") { edges { node { variants { id quantityAvailable } } } } }',
  );
  const variants = products.edges
    .map((edge) => edge.node.variants.find((v) => v.quantityAvailable >= 5))
    .filter((v): v is { id: string; quantityAvailable: number } => Boolean(v))
    .slice(0, 2);
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { token: string } } }>(
    request,
    'mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel", lines: $lines }) { checkout { token } } }',
    { lines: variants.map((v) => ({ variantId: v.id, quantity: 1 })) },
  );
  return checkoutCreate.checkout.token;
}

test('the cart shows its lines, changes a quantity, removes lines and ends empty', async ({
  page,
  request,
  problems,
}) => {
  const token = await checkoutWithTwoLines(request);
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  const first = lines.getByRole('listitem').first();
  await first.getByRole('button', { name: 'One more' }).click();
  await expect(first.getByRole('spinbutton')).toHaveValue('2');
  await expect(first.getByText('$', { exact: false }).first()).toBeVisible();

  for (let left = 2; left > 0; left--) {
    await lines
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Remove .* from the cart$/ })
      .click();
    await expect(lines.getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the cart speaks Traditional Chinese', async ({ page, request, baseURL }) => {
  const token = await checkoutWithTwoLines(request);
  await useLanguage(page, baseURL!, 'zh-TW');
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '訂單摘要' })).toBeVisible();
  await expect(page.getByRole('link', { name: '前往結帳' })).toBeVisible();
});

test('at 360 px in Simplified Chinese each line reads cleanly: the stepper has a row of its own', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await checkoutWithTwoLines(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: '购物车中的商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    const name = (await line.getByRole('link').first().boundingBox())!;
    const unitPrice = (await line.getByText(/^单价/).boundingBox())!;
    const quantity = (await line.getByRole('spinbutton').boundingBox())!;
    // The unit price stays on one line, and the stepper starts below the name and the price.
    expect(unitPrice.height).toBeLessThan(30);
    expect(quantity.y).toBeGreaterThanOrEqual(unitPrice.y + unitPrice.height - 1);
    expect(quantity.y).toBeGreaterThan(name.y + name.height - 1);
  }
});

test("a line of a colour other than the product's first shows that colour's picture, in the cart and at checkout", async ({
  page,
  request,
  problems,
}) => {
  // An "L / White" variant in stock of a product whose first picture (its thumbnail) is the black one.
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          name: string;
          media: { url: string; alt: string }[];
          variants: { id: string; name: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name media { url alt }
       variants { id name quantityAvailable } } } } }`,
  );
  const found = products.edges
    .map(({ node }) => ({
      node,
      white: node.variants.find((v) => v.name === 'L / White' && v.quantityAvailable > 0),
    }))
    .find(({ node, white }) => white && node.media[0]?.alt === `${node.name}, Black`);
  if (!found) throw new Error('the demo shop has no tee in L / White whose first picture is black');
  const { node: product, white } = found;
  const whitePicture = product.media.find((m) => m.alt === `${product.name}, White`)!;
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { token: string } } }>(
    request,
    'mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel", lines: $lines }) { checkout { token } } }',
    { lines: [{ variantId: white!.id, quantity: 1 }] },
  );
  await page.addInitScript(
    (value) => localStorage.setItem('checkout-token', value),
    checkoutCreate.checkout.token,
  );
  const path = (url: string | null) => new URL(url ?? '', 'http://x').pathname;

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line.getByText('L / White', { exact: true })).toBeVisible();
  // Decorative beside the product's link (which names it): the variant's picture, by its address.
  const picture = line.locator('img');
  await expect(picture).toHaveAttribute('alt', '');
  expect(path(await picture.getAttribute('src'))).toBe(path(whitePicture.url));
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The checkout's summary shows the same picture beside the line.
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const summary = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(summary).toHaveCount(1);
  expect(path(await summary.locator('img').getAttribute('src'))).toBe(path(whitePicture.url));
  expect(problems.list).toEqual([]);
});
