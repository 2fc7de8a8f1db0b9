import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// What the shopper last chose is what the cart ends with: quick clicks on the stepper and a typed
// quantity reach the server. "Buy again" adds an order's lines to the cart under way, keeps what was
// in it, and names (in the shopper's language) the items it could not add.

interface ApiVariant {
  id: string;
  name: string;
  /** Its Simplified Chinese name, where the shop has one. */
  hans: { name: string } | null;
  quantityAvailable: number;
  pricing: { price: { gross: { amount: number } } };
}
interface ApiProduct {
  name: string;
  /** Its Simplified Chinese name, where the shop has one: what a zh-CN page shows. */
  hans: { name: string | null } | null;
  productType: { isShippingRequired: boolean };
  variants: ApiVariant[];
}

const chineseName = (product: ApiProduct) => product.hans?.name || product.name;

async function catalogue(request: APIRequestContext) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name productType { isShippingRequired }
       hans: translation(languageCode: ZH_HANS) { name }
       variants { id name hans: translation(languageCode: ZH_HANS) { name } quantityAvailable pricing { price { gross { amount } } } } } } } }`,
  );
  return products.edges.map((edge) => edge.node);
}

/**
 * One variant each of shipped products with plenty in stock, from the end of the catalogue (other
 * tests take the first ones).
 */
async function plentiful(request: APIRequestContext, atLeast: number) {
  return (await catalogue(request))
    .filter((p) => p.productType.isShippingRequired)
    .flatMap((product) => {
      const variant = product.variants.find((v) => v.quantityAvailable >= atLeast);
      return variant ? [{ product, variant }] : [];
    })
    .reverse();
}

const CHECKOUT_CREATE = `mutation ($lines: [CheckoutLineInput!]!, $email: String) {
  checkoutCreate(input: { channel: "default-channel", lines: $lines, email: $email }) {
    checkout { id token } errors { field message code } } }`;

async function newCart(request: APIRequestContext, lines: { variantId: string; quantity: number }[]) {
  const { checkoutCreate } = await gql<{
    checkoutCreate: { checkout: { id: string; token: string }; errors: unknown[] };
  }>(request, CHECKOUT_CREATE, { lines, email: 'again@example.com' });
  expect(checkoutCreate.errors).toEqual([]);
  return checkoutCreate.checkout;
}

async function openCart(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/cart');
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The line's total as the server priced it: it changes only when the server took a quantity. */
const lineTotal = (line: Locator, unit: number, quantity: number) =>
  line.getByText(usd(unit * quantity), { exact: true });

test('five quick clicks on "−" from 12 leave 7 in the cart', async ({ page, request, problems }) => {
  const [{ product, variant }] = await plentiful(request, 20);
  const { token } = await newCart(request, [{ variantId: variant.id, quantity: 12 }]);
  await openCart(page, token);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  const quantity = line.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveValue('12');

  const less = line.getByRole('button', { name: 'One less' });
  for (let click = 0; click < 5; click++) await less.click();
  // The stepper shows the choice at once; the line's price follows when the server has it.
  await expect(quantity).toHaveValue('7');
  await expect(lineTotal(line, variant.pricing.price.gross.amount, 7)).toBeVisible();

  await page.reload();
  await expect(quantity).toHaveValue('7');
  expect(problems.list).toEqual([]);
});

test('a typed quantity is kept, and one the shop cannot take is refused beside the field', async ({
  page,
  request,
  problems,
}) => {
  const [, { product, variant }] = await plentiful(request, 20);
  const { token } = await newCart(request, [{ variantId: variant.id, quantity: 1 }]);
  await openCart(page, token);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  const quantity = line.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveValue('1');

  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(/^Enter a whole number from 1 to \d+\.$/);

  await quantity.fill('4');
  await quantity.press('Tab');
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(lineTotal(line, variant.pricing.price.gross.amount, 4)).toBeVisible();
  await page.reload();
  await expect(quantity).toHaveValue('4');
  expect(problems.list).toEqual([]);
});

/** A paid guest order of one plentiful item and all that is left of a scarce one. */
async function orderThatSellsOut(request: APIRequestContext) {
  // The scarce item: one of the demo shop's last few in stock (other tests want 5 or more), from the
  // end of the catalogue.
  const [scarce] = (await catalogue(request))
    .filter((p) => p.productType.isShippingRequired)
    .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
    .filter(({ variant }) => variant.quantityAvailable > 0 && variant.quantityAvailable <= 3)
    .reverse();
  const [plenty] = await plentiful(request, 20);
  const checkout = await newCart(request, [
    { variantId: plenty.variant.id, quantity: 1 },
    { variantId: scarce.variant.id, quantity: scarce.variant.quantityAvailable },
  ]);
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetAddress1: '10 Downing Street',
    city: 'London',
    postalCode: 'SW1A 2AA',
    country: 'GB',
  };
  const { checkoutShippingAddressUpdate } = await gql<{
    checkoutShippingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
  }>(
    request,
    `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
       checkout { availableShippingMethods { id } } } }`,
    { id: checkout.id, a: address },
  );
  await gql(
    request,
    `mutation ($id: ID, $a: AddressInput!, $m: ID) {
       checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { message } }
       checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { message } } }`,
    { id: checkout.id, a: address, m: checkoutShippingAddressUpdate.checkout.availableShippingMethods[0].id },
  );
  await gql(
    request,
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
       data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { message } } }`,
    { id: checkout.id },
  );
  const { checkoutComplete } = await gql<{
    checkoutComplete: { order: { token: string } | null; errors: unknown[] };
  }>(request, 'mutation ($id: ID) { checkoutComplete(id: $id) { order { token } errors { message } } }', {
    id: checkout.id,
  });
  expect(checkoutComplete.errors).toEqual([]);
  return {
    orderToken: checkoutComplete.order!.token,
    plenty,
    // As a zh-CN page names the line: the product and its variant in Simplified Chinese.
    scarceName:
      scarce.variant.name === scarce.product.name
        ? chineseName(scarce.product)
        : `${chineseName(scarce.product)} (${scarce.variant.hans?.name || scarce.variant.name})`,
  };
}

test('"Buy again" adds the order to the cart under way and names what sold out, in Chinese', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const { orderToken, plenty, scarceName } = await orderThatSellsOut(request);
  const [, , kept] = await plentiful(request, 20);
  const cart = await newCart(request, [{ variantId: kept.variant.id, quantity: 2 }]);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), cart.token);

  await page.goto(`/orders/${orderToken}`);
  await page.getByRole('button', { name: '再次购买' }).click();
  const outcome = page.getByRole('status').filter({ hasText: '以下商品无法加入您的购物车：' });
  await expect(outcome.getByRole('listitem')).toHaveText([`${scarceName}：库存不足`]);

  await outcome.getByRole('link', { name: '查看购物车' }).click();
  const lines = page.getByRole('list', { name: '购物车中的商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(
    page.getByRole('spinbutton', { name: `${chineseName(kept.product)} 的数量` }),
    'what was in the cart stays',
  ).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: `${chineseName(plenty.product)} 的数量` })).toHaveValue(
    '1',
  );
  expect(problems.list).toEqual([]);
});
