import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql, payAndComplete } from './shopApi';

// A shipped order with tracking: a shopper's order is shipped (part of it, or all) by the shop through
// the demo's dev page, the shopper's order page then shows each shipment with its number, status,
// lines and tracking number and the order's new status, and the shipping email is in the outbox.
// (The outbox page declares no icon, so the browser's own /favicon.ico request there is a 404: the
// pages' problems are checked before it.)

test.describe.configure({ timeout: 120_000 });

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** A paid guest order of two of one shipped product, placed in a language: its number and token. */
async function placeShippedOrder(request: APIRequestContext, email: string, languageCode: string) {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          name: string;
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name productType { isShippingRequired }
      variants { id quantityAvailable } } } } }`,
  );
  const [{ product, variant }] = products.edges
    .filter(({ node }) => node.productType.isShippingRequired)
    .flatMap(({ node }) => node.variants.map((variant) => ({ product: node, variant })))
    .filter(({ variant }) => variant.quantityAvailable >= 10);
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
    request,
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
    {
      input: {
        channel: 'default-channel',
        email,
        languageCode,
        lines: [{ variantId: variant.id, quantity: 2 }],
      },
    },
  );
  const id = checkoutCreate.checkout.id;
  const { checkoutShippingAddressUpdate } = await gql<{
    checkoutShippingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
  }>(
    request,
    `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
      checkout { availableShippingMethods { id } } } }`,
    { id, a: ADDRESS },
  );
  await gql(
    request,
    `mutation ($id: ID, $a: AddressInput!, $m: ID) {
      checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { message } }
      checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { message } } }`,
    { id, a: ADDRESS, m: checkoutShippingAddressUpdate.checkout.availableShippingMethods[0].id },
  );
  const { token } = await payAndComplete(request, id);
  const { orderByToken } = await gql<{ orderByToken: { number: string } }>(
    request,
    'query ($token: UUID!) { orderByToken(token: $token) { number } }',
    { token },
  );
  return { number: orderByToken.number, token, productName: product.name };
}

/** The shop ships from the dev page: `quantity` of the order's one line (or everything left). */
async function shipFromDevPage(page: Page, number: string, tracking: string, quantity?: number) {
  await page.goto(`/_dev/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ship order #${number}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking number (optional)' }).fill(tracking);
  if (quantity === undefined) {
    await page.getByRole('button', { name: 'Ship everything left' }).click();
  } else {
    await page.getByRole('spinbutton', { name: /^Quantity of .* to ship$/ }).fill(String(quantity));
    await page.getByRole('button', { name: 'Ship the quantities above' }).click();
  }
  await expect(page.getByRole('status')).toHaveText(
    `Shipment ${number}-1 created. The customer was emailed.`,
  );
}

test('the shop ships part of an order; the shopper sees the shipment, its tracking number and the email', async ({
  page,
  request,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `shipped.${Date.now().toString(36)}@example.com`;
  const order = await placeShippedOrder(request, email, 'EN');

  await shipFromDevPage(page, order.number, '1Z999AA10123456784', 1);

  // The confirmation email's link: the order opens by its token in any browser.
  await page.goto(`/orders/${order.number}?token=${order.token}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order #${order.number}` })).toBeVisible();
  await expect(page.getByText('Partly shipped', { exact: true })).toBeVisible();
  const shipments = page.getByRole('region', { name: 'Shipments' });
  const shipment = shipments.getByRole('listitem', { name: `Shipment ${order.number}-1` });
  await expect(shipment).toBeVisible();
  await expect(shipment.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipment.getByRole('list', { name: 'Items in this shipment' })).toContainText(
    `1 × ${order.productName}`,
  );
  await expect(shipment).toContainText('Tracking number: 1Z999AA10123456784');
  expect(problems.list).toEqual([]);

  await page.goto(`/_dev/mail?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Your order #${order.number} has shipped` }),
  });
  await expect(mail).toContainText('Tracking number: 1Z999AA10123456784');
  await expect(mail).toContainText(`1 × ${order.productName}`);
});

test('in Simplified Chinese on a phone: a fully shipped order and its shipment, and the email in Chinese', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `shipped.zh.${Date.now().toString(36)}@example.com`;
  const order = await placeShippedOrder(request, email, 'ZH_HANS');

  await shipFromDevPage(page, order.number, 'SF1234567890');

  await page.goto(`/orders/${order.number}?token=${order.token}`);
  await expect(page.getByRole('heading', { level: 2, name: `订单 #${order.number}` })).toBeVisible();
  await expect(page.getByText('已发货', { exact: true }).first()).toBeVisible();
  const shipment = page
    .getByRole('region', { name: '发货记录' })
    .getByRole('listitem', { name: `包裹 ${order.number}-1` });
  await expect(shipment).toBeVisible();
  await expect(shipment.getByRole('list', { name: '本包裹内的商品' })).toContainText('2 ×');
  await expect(shipment).toContainText('物流单号：SF1234567890');
  await shipment.scrollIntoViewIfNeeded();
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems.list).toEqual([]);

  await page.goto(`/_dev/mail?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `您的订单 #${order.number} 已发货` }),
  });
  await expect(mail).toContainText('物流单号：SF1234567890');
  await expect(mail).toContainText('您的订单已全部发货。');
});
