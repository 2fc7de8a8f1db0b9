import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Saleor keeps at most 50 of one item in a cart (QUANTITY_GREATER_THAN_LIMIT): a shopper who already
// has 50 and asks for one more is told so in their language, and the cart keeps its 50.

interface ApiVariant {
  id: string;
  quantityAvailable: number;
}
interface ApiProduct {
  slug: string;
  name: string;
  productType: { isShippingRequired: boolean };
  variants: ApiVariant[];
}

/** A product of one variant that the shop has at least 50 of, from the end of the catalogue. */
async function plentiful(request: APIRequestContext, skip: number) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { slug name productType { isShippingRequired }
       variants { id quantityAvailable } } } } }`,
  );
  const found = products.edges
    .map((edge) => edge.node)
    .filter((p) => p.variants.length === 1 && p.variants[0].quantityAvailable >= 50)
    .reverse();
  return found[skip];
}

/** A cart holding 50 of the product's variant (the limit), opened in this browser. */
async function cartOfFifty(page: Page, request: APIRequestContext, product: ApiProduct) {
  const { checkoutCreate } = await gql<{
    checkoutCreate: { checkout: { token: string }; errors: unknown[] };
  }>(
    request,
    `mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel", lines: $lines }) {
       checkout { token } errors { field message code } } }`,
    { lines: [{ variantId: product.variants[0].id, quantity: 50 }] },
  );
  expect(checkoutCreate.errors).toEqual([]);
  await page.addInitScript(
    (value) => localStorage.setItem('checkout-token', value),
    checkoutCreate.checkout.token,
  );
}

test('the service refuses a 51st item with QUANTITY_GREATER_THAN_LIMIT on quantity', async ({ request }) => {
  const product = await plentiful(request, 0);
  const { checkoutCreate } = await gql<{ checkoutCreate: { errors: { field: string; code: string }[] } }>(
    request,
    `mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel", lines: $lines }) {
       errors { field code } } }`,
    { lines: [{ variantId: product.variants[0].id, quantity: 51 }] },
  );
  expect(checkoutCreate.errors).toEqual([{ field: 'quantity', code: 'QUANTITY_GREATER_THAN_LIMIT' }]);
});

const cases = [
  {
    locale: 'en' as const,
    width: 1280,
    add: 'Add to cart',
    refusal: 'You can buy at most 50 of this item.',
    lines: 'Items in your cart',
  },
  {
    locale: 'zh-CN' as const,
    width: 360,
    add: '加入购物车',
    refusal: '该商品每单最多可购买 50 件。',
    lines: '购物车中的商品',
  },
];

cases.forEach(({ locale, width, add, refusal, lines }, index) => {
  test(`a 51st item is refused in ${locale} at ${width} px, and the cart keeps 50`, async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    const product = await plentiful(request, index + 1);
    await useLanguage(page, baseURL!, locale);
    await page.setViewportSize({ width, height: 800 });
    await cartOfFifty(page, request, product);

    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByText(refusal)).toBeVisible();

    await page.goto('/cart');
    const line = page.getByRole('list', { name: lines }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('spinbutton')).toHaveValue('50');
    expect(problems.list).toEqual([]);
  });
});
