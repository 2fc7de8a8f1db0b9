import { removeDataDir, startService, type Service } from './harness';

// "Buy again" on the service: checkoutCreateFromOrder puts the lines that can still be bought in a
// new checkout and reports the others as unavailableVariants, with Saleor's code, variant and line.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Variant {
  id: string;
  sku: string;
  quantityAvailable: number;
}

async function shippedVariants() {
  const { data } = await service.gql<{
    products: { edges: { node: { productType: { isShippingRequired: boolean }; variants: Variant[] } }[] };
  }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { productType { isShippingRequired }
       variants { id sku quantityAvailable } } } } }`,
  );
  return data!.products.edges
    .filter((edge) => edge.node.productType.isShippingRequired)
    .flatMap((edge) => edge.node.variants);
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** A paid guest order of the given lines, placed as a shopper would; its id and its lines' ids. */
async function placeOrder(lines: { variantId: string; quantity: number }[]) {
  const created = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    `mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel",
       lines: $lines, email: "again@example.com" }) { checkout { id } } }`,
    { lines },
  );
  const id = created.data!.checkoutCreate.checkout.id;
  const addressed = await service.gql<{
    checkoutShippingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
  }>(
    `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) {
       checkout { availableShippingMethods { id } } } }`,
    { id, a: ADDRESS },
  );
  await service.gql(
    `mutation ($id: ID, $a: AddressInput!, $m: ID) {
       checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { code } }
       checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
    {
      id,
      a: ADDRESS,
      m: addressed.data!.checkoutShippingAddressUpdate.checkout.availableShippingMethods[0].id,
    },
  );
  await service.gql(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
       data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }`,
    { id },
  );
  const completed = await service.gql<{
    checkoutComplete: { order: { id: string; lines: { id: string; productSku: string }[] } };
  }>('mutation ($id: ID) { checkoutComplete(id: $id) { order { id lines { id productSku } } } }', {
    id,
  });
  expect(completed.errors).toBeUndefined();
  return completed.data!.checkoutComplete.order;
}

const FROM_ORDER = `mutation ($id: ID!) { checkoutCreateFromOrder(id: $id) {
  checkout { token lines { quantity variant { id } } }
  unavailableVariants { message code variantId lineId }
  errors { field message code } } }`;

interface FromOrder {
  checkoutCreateFromOrder: {
    checkout: { token: string; lines: { quantity: number; variant: { id: string } }[] } | null;
    unavailableVariants: { message: string; code: string; variantId: string; lineId: string }[];
    errors: { field: string; message: string; code: string }[];
  };
}

describe('checkoutCreateFromOrder', () => {
  it('carries over what is in stock and names the line that sold out, with its variant', async () => {
    const variants = await shippedVariants();
    const plenty = variants.find((v) => v.quantityAvailable >= 10)!;
    const scarce = variants.find((v) => v.quantityAvailable > 0 && v.quantityAvailable <= 3)!;
    const order = await placeOrder([
      { variantId: plenty.id, quantity: 2 },
      { variantId: scarce.id, quantity: scarce.quantityAvailable },
    ]);
    const scarceLine = order.lines.find((line) => line.productSku === scarce.sku)!;

    const { data } = await service.gql<FromOrder>(FROM_ORDER, { id: order.id });
    expect(data!.checkoutCreateFromOrder).toEqual({
      checkout: { token: expect.any(String), lines: [{ quantity: 2, variant: { id: plenty.id } }] },
      unavailableVariants: [
        {
          message: 'Insufficient stock for the variant: only 0 left.',
          code: 'INSUFFICIENT_STOCK',
          variantId: scarce.id,
          lineId: scarceLine.id,
        },
      ],
      errors: [],
    });
  });

  it('answers an id that is not an order with ORDER_NOT_FOUND and no checkout', async () => {
    const { data } = await service.gql<FromOrder>(FROM_ORDER, { id: 'T3JkZXI6bm8tc3VjaA==' });
    expect(data!.checkoutCreateFromOrder).toEqual({
      checkout: null,
      unavailableVariants: [],
      errors: [
        { field: 'id', message: "Couldn't resolve to a node: T3JkZXI6bm8tc3VjaA==", code: 'ORDER_NOT_FOUND' },
      ],
    });
  });
});
