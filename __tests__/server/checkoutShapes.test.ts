import { cartWithOneItem } from './cartHelpers';
import { completeCheckout, DE_ADDRESS } from './completionHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Saleor 3.23's checkout shapes: Checkout.channel and Order.channel as a customer may read them,
// Checkout.delivery and the deprecated deliveryMethod after checkoutDeliveryMethodUpdate (by a
// ShippingMethod id or the Delivery's own id), and Checkout.problems for a line short of stock.

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
  quantityAvailable: number;
}

async function shippableVariants() {
  const { data } = await service.gql<{
    products: { edges: { node: { productType: { isShippingRequired: boolean }; variants: Variant[] } }[] };
  }>(
    '{ products(first: 60, channel: "default-channel") { edges { node { productType { isShippingRequired } variants { id quantityAvailable } } } } }',
  );
  return data!.products.edges
    .filter((edge) => edge.node.productType.isShippingRequired)
    .flatMap((edge) => edge.node.variants);
}

async function newCheckout(variantId: string, quantity: number) {
  const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    'mutation ($v: ID!, $q: Int!) { checkoutCreate(input: { channel: "default-channel", email: "shapes@example.com", lines: [{ variantId: $v, quantity: $q }] }) { checkout { id } } }',
    { v: variantId, q: quantity },
  );
  return data!.checkoutCreate.checkout.id;
}

describe('Checkout.channel and Order.channel', () => {
  it("answer the channel's id and slug, and Saleor's PermissionDenied for its staff-only fields", async () => {
    const id = await cartWithOneItem(service);
    const { data, errors } = await service.gql<{ checkout: { channel: { id: string; slug: string } } }>(
      'query ($id: ID) { checkout(id: $id) { channel { id slug } } }',
      { id },
    );
    expect(errors).toBeUndefined();
    expect(data!.checkout.channel.slug).toBe('default-channel');
    expect(Buffer.from(data!.checkout.channel.id, 'base64').toString()).toMatch(/^Channel:\d+$/);

    const staff = await service.gql('query ($id: ID) { checkout(id: $id) { channel { currencyCode } } }', {
      id,
    });
    expect(staff.errors?.[0]).toMatchObject({
      message:
        'To access this path, you need one of the following permissions: AUTHENTICATED_APP, AUTHENTICATED_STAFF_USER',
      extensions: { exception: { code: 'PermissionDenied' } },
    });

    const token = await completeCheckout(service, id);
    const order = await service.gql<{ orderByToken: { channel: { slug: string; id: string } } }>(
      'query ($token: UUID!) { orderByToken(token: $token) { channel { id slug } } }',
      { token },
    );
    expect(order.data!.orderByToken.channel).toEqual(data!.checkout.channel);
  });
});

describe('Checkout.delivery and checkoutDeliveryMethodUpdate', () => {
  const DELIVERY = `delivery { id shippingMethod { id name } } deliveryMethod { __typename ... on ShippingMethod { id } }`;

  it('answers the chosen method, by its ShippingMethod id or its Delivery id, and null before', async () => {
    const [variant] = (await shippableVariants()).filter((v) => v.quantityAvailable > 5);
    const id = await newCheckout(variant.id, 1);
    const set = await service.gql<{
      checkoutShippingAddressUpdate: {
        checkout: {
          shippingMethods: { id: string; active: boolean }[];
          delivery: null;
          deliveryMethod: null;
        };
      };
    }>(
      `mutation ($id: ID) { checkoutShippingAddressUpdate(id: $id, shippingAddress: ${DE_ADDRESS}) {
         checkout { shippingMethods { id active } ${DELIVERY} } } }`,
      { id },
    );
    const checkout = set.data!.checkoutShippingAddressUpdate.checkout;
    expect(checkout.delivery).toBeNull();
    expect(checkout.deliveryMethod).toBeNull();
    const [first, second] = checkout.shippingMethods.filter((m) => m.active);

    const UPDATE = `mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) {
      errors { field code } checkout { ${DELIVERY} } } }`;
    type Updated = {
      checkoutDeliveryMethodUpdate: {
        errors: unknown[];
        checkout: {
          delivery: { id: string; shippingMethod: { id: string; name: string } };
          deliveryMethod: { __typename: string; id: string };
        } | null;
      };
    };
    const byMethod = await service.gql<Updated>(UPDATE, { id, m: first.id });
    const chosen = byMethod.data!.checkoutDeliveryMethodUpdate.checkout!;
    expect(chosen.delivery.shippingMethod.id).toBe(first.id);
    expect(chosen.deliveryMethod).toEqual({ __typename: 'ShippingMethod', id: first.id });

    // The second method, then back to the first by the Delivery's own id.
    await service.gql<Updated>(UPDATE, { id, m: second.id });
    const byDelivery = await service.gql<Updated>(UPDATE, { id, m: chosen.delivery.id });
    expect(byDelivery.data!.checkoutDeliveryMethodUpdate.errors).toEqual([]);
    expect(byDelivery.data!.checkoutDeliveryMethodUpdate.checkout!.delivery.shippingMethod.id).toBe(first.id);

    const unknown = await service.gql<Updated>(UPDATE, {
      id,
      m: Buffer.from('ShippingMethod:999999').toString('base64'),
    });
    expect(unknown.data!.checkoutDeliveryMethodUpdate).toEqual({
      errors: [{ field: 'deliveryMethodId', code: 'NOT_FOUND' }],
      checkout: null,
    });
  });
});

describe('Checkout.problems', () => {
  const PROBLEMS = `query ($id: ID) { checkout(id: $id) { problems { __typename
    ... on CheckoutLineProblemInsufficientStock { availableQuantity line { id quantity } variant { id } }
    ... on CheckoutLineProblemVariantNotAvailable { line { id } } } } }`;
  type Problems = {
    checkout: {
      problems: {
        __typename: string;
        availableQuantity?: number;
        line: { quantity?: number };
        variant?: { id: string };
      }[];
    };
  };

  it('is empty for a checkout that can be ordered, and names a line whose stock another order took', async () => {
    const scarce = (await shippableVariants()).find(
      (v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3,
    )!;
    const first = await newCheckout(scarce.id, scarce.quantityAvailable);
    const second = await newCheckout(scarce.id, scarce.quantityAvailable);
    expect((await service.gql<Problems>(PROBLEMS, { id: second })).data!.checkout.problems).toEqual([]);

    await completeCheckout(service, first);
    const { data, errors } = await service.gql<Problems>(PROBLEMS, { id: second });
    expect(errors).toBeUndefined();
    expect(data!.checkout.problems).toEqual([
      {
        __typename: 'CheckoutLineProblemInsufficientStock',
        availableQuantity: 0,
        line: expect.objectContaining({ quantity: scarce.quantityAvailable }),
        variant: { id: scarce.id },
      },
    ]);
  });
});
