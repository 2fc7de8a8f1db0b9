import { cartWithOneItem } from './cartHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Errors as Saleor 3.23 gives them, over HTTP against the embedded service: an unpaid checkout's
// CHECKOUT_NOT_FULLY_PAID on the checkout's `id`, an unknown variant id as the GraphQL error Saleor
// turns into a `variantId` error, the per-checkout limit of 50, permission errors and the pagination
// arguments.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const CHANNEL = 'default-channel';
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

interface Errors {
  errors: { field: string | null; message: string; code: string; variants?: string[] | null }[];
}

async function variantIds() {
  const { data } = await service.gql<{
    products: { edges: { node: { variants: { id: string; quantityAvailable: number; sku: string }[] } }[] };
  }>(
    `{ products(first: 50, channel: "${CHANNEL}") { edges { node { variants { id sku quantityAvailable } } } } }`,
  );
  return data!.products.edges.flatMap((edge) => edge.node.variants);
}

describe('checkoutComplete of an unpaid checkout', () => {
  it('answers CHECKOUT_NOT_FULLY_PAID on the field `id`, and makes no order', async () => {
    const id = await cartWithOneItem(service);
    for (const mutation of [
      'checkoutShippingAddressUpdate(id: $id, shippingAddress: $a)',
      'checkoutBillingAddressUpdate(id: $id, billingAddress: $a)',
    ])
      await service.gql(`mutation ($id: ID, $a: AddressInput!) { ${mutation} { errors { code } } }`, {
        id,
        a: ADDRESS,
      });
    const { data: methods } = await service.gql<{ checkout: { shippingMethods: { id: string }[] } }>(
      `query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }`,
      { id },
    );
    // A download needs no delivery; anything else gets the first method.
    const method = methods!.checkout.shippingMethods[0];
    if (method)
      await service.gql(
        `mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
        { id, m: method.id },
      );
    const { data } = await service.gql<{ checkoutComplete: Errors & { order: unknown } }>(
      `mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { field message code } } }`,
      { id },
    );
    expect(data!.checkoutComplete).toEqual({
      order: null,
      errors: [
        {
          field: 'id',
          message: "The authorized amount doesn't cover the checkout's total amount.",
          code: 'CHECKOUT_NOT_FULLY_PAID',
        },
      ],
    });
    const { data: still } = await service.gql<{ checkout: { id: string } | null }>(
      `query ($id: ID) { checkout(id: $id) { id } }`,
      { id },
    );
    expect(still!.checkout?.id).toBe(id);
  });
});

describe('an unknown or ill-formed variant id', () => {
  const create = (variantId: string) =>
    service.gql<{ checkoutCreate: Errors & { checkout: unknown } }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } errors { field message code variants } } }`,
      { input: { channel: CHANNEL, lines: [{ variantId, quantity: 1 }] } },
    );

  it.each([
    ['a variant that does not exist', Buffer.from('ProductVariant:999999').toString('base64')],
    ['an id that is not a global id', 'not-an-id'],
  ])('answers Saleor\'s "Could not resolve to a node" GraphQL error on variantId for %s', async (_, id) => {
    const { data, errors } = await create(id);
    expect(errors).toBeUndefined();
    expect(data!.checkoutCreate).toEqual({
      checkout: null,
      errors: [
        {
          field: 'variantId',
          message: `Could not resolve to a node with the global id list of '['${id}']'.`,
          code: 'GRAPHQL_ERROR',
          variants: null,
        },
      ],
    });
  });

  it('names the expected type for an id of another type, and the same in checkoutLinesAdd', async () => {
    const productId = Buffer.from('Product:1').toString('base64');
    expect((await create(productId)).data!.checkoutCreate.errors).toEqual([
      {
        field: 'variantId',
        message: `Must receive ProductVariant id: ${productId}.`,
        code: 'GRAPHQL_ERROR',
        variants: null,
      },
    ]);
    const id = await cartWithOneItem(service);
    const unknown = Buffer.from('ProductVariant:999999').toString('base64');
    const { data } = await service.gql<{ checkoutLinesAdd: Errors }>(
      `mutation ($id: ID, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { errors { field message code } } }`,
      { id, lines: [{ variantId: unknown, quantity: 1 }] },
    );
    expect(data!.checkoutLinesAdd.errors).toEqual([
      {
        field: 'variantId',
        message: `Could not resolve to a node with the global id list of '['${unknown}']'.`,
        code: 'GRAPHQL_ERROR',
      },
    ]);
  });

  it('answers productVariant(id) of a well-formed unknown id with null, and an ill-formed one with a top-level error', async () => {
    const unknown = await service.gql(
      `query ($id: ID) { productVariant(id: $id, channel: "${CHANNEL}") { id } }`,
      { id: Buffer.from('ProductVariant:999999').toString('base64') },
    );
    expect(unknown).toMatchObject({ data: { productVariant: null } });
    expect(unknown.errors).toBeUndefined();
    const bad = await service.gql(`{ productVariant(id: "not-an-id", channel: "${CHANNEL}") { id } }`);
    expect(bad.data).toEqual({ productVariant: null });
    expect(bad.errors).toHaveLength(1);
  });
});

describe('the per-checkout limit', () => {
  it('refuses a 51st item of one variant with QUANTITY_GREATER_THAN_LIMIT on quantity, keeping the 50', async () => {
    const variant = (await variantIds()).find((v) => v.quantityAvailable === 50)!;
    const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
      { input: { channel: CHANNEL, lines: [{ variantId: variant.id, quantity: 50 }] } },
    );
    const id = data!.checkoutCreate.checkout.id;
    const add = await service.gql<{ checkoutLinesAdd: Errors & { checkout: unknown } }>(
      `mutation ($id: ID, $lines: [CheckoutLineInput!]!) { checkoutLinesAdd(id: $id, lines: $lines) { checkout { id } errors { field message code } } }`,
      { id, lines: [{ variantId: variant.id, quantity: 1 }] },
    );
    expect(add.data!.checkoutLinesAdd.checkout).toBeNull();
    expect(add.data!.checkoutLinesAdd.errors).toEqual([
      {
        field: 'quantity',
        message: expect.stringMatching(/^Cannot add more than 50 times this item: .+\.$/),
        code: 'QUANTITY_GREATER_THAN_LIMIT',
      },
    ]);
    const { data: kept } = await service.gql<{ checkout: { lines: { quantity: number }[] } }>(
      `query ($id: ID) { checkout(id: $id) { lines { quantity } } }`,
      { id },
    );
    expect(kept!.checkout.lines).toEqual([{ quantity: 50 }]);
  });
});

describe('permissions', () => {
  it('answers a visitor a top-level PermissionDenied naming the permissions, the field null', async () => {
    const id = await cartWithOneItem(service);
    const result = await service.gql(
      `mutation ($id: ID!) { orderCreateFromCheckout(id: $id) { order { id } } }`,
      { id },
    );
    expect(result.data).toEqual({ orderCreateFromCheckout: null });
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'To access this path, you need one of the following permissions: HANDLE_CHECKOUTS',
        extensions: expect.objectContaining({ exception: { code: 'PermissionDenied' } }),
      }),
    ]);
  });
});

describe('pagination arguments', () => {
  const products = (args: string) =>
    service.gql<{ products: unknown }>(
      `{ products(${args}, channel: "${CHANNEL}") { edges { node { id } } } }`,
    );

  it.each([
    [
      'first: 101',
      'Requesting 101 records on the `products` connection exceeds the `first` limit of 100 records.',
    ],
    [
      'last: 150',
      'Requesting 150 records on the `products` connection exceeds the `last` limit of 100 records.',
    ],
    ['first: 5, last: 5', 'Argument `last` cannot be combined with `first`.'],
    [
      'search: "mug"',
      'You must provide a `first` or `last` value to properly paginate the `products` connection.',
    ],
  ])("answers %s with Saleor's top-level error", async (args, message) => {
    const result = await products(args);
    expect(result.data).toEqual({ products: null });
    expect(result.errors?.map((error) => error.message)).toEqual([message]);
  });

  it('applies the same rules to Product.productVariants', async () => {
    const { data } = await service.gql<{ products: { edges: { node: { slug: string } }[] } }>(
      `{ products(first: 1, channel: "${CHANNEL}") { edges { node { slug } } } }`,
    );
    const slug = data!.products.edges[0].node.slug;
    const result = await service.gql(
      `{ product(slug: "${slug}", channel: "${CHANNEL}") { productVariants(first: 101) { edges { node { id } } } } }`,
    );
    expect(result.errors?.[0].message).toBe(
      'Requesting 101 records on the `productVariants` connection exceeds the `first` limit of 100 records.',
    );
  });
});
