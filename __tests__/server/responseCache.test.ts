import { DEMO, login } from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// The response cache of anonymous catalogue reads (server/src/graphql/responseCache.ts), over HTTP:
// a repeated read is answered from memory (X-Response-Cache: hit) with the same answer; reads with a
// token and reads of a shopper's data are never kept; and a write to what the catalogue shows (a
// completed checkout's stock) is seen by the very next read, never an answer kept from before.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Answer<T> {
  cache: string | null;
  data: T | null;
  errors?: { message: string }[];
}

async function post<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${service.url}/graphql/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T | null; errors?: { message: string }[] };
  return { cache: response.headers.get('x-response-cache'), ...body };
}

const LISTING = `query ($first: Int!) { products(first: $first, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) {
  totalCount edges { node { id name thumbnail(size: 256) { url } isAvailable } } } }`;

it('answers a repeated anonymous catalogue read from memory, with the same answer', async () => {
  const first = await post(LISTING, { first: 7 });
  const again = await post(LISTING, { first: 7 });
  expect(first.errors).toBeUndefined();
  expect(first.cache).toBe('miss');
  expect(again.cache).toBe('hit');
  expect(again.data).toEqual(first.data);
  // Other variables are another question.
  expect((await post(LISTING, { first: 8 })).cache).toBe('miss');
});

it('keeps the extensions every answer carries', async () => {
  const query = '{ categories(first: 3) { edges { node { slug } } } }';
  const response = (q: string) =>
    fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: q }),
    }).then((r) => r.json() as Promise<{ extensions?: unknown }>);
  const first = await response(query);
  const again = await response(query);
  expect(first.extensions).toEqual({ cost: { requestedQueryCost: 3, maximumAvailable: 50000 } });
  expect(again).toEqual(first);
});

it('never keeps a read sent with a token', async () => {
  const { token } = await login(service, DEMO.email, DEMO.password);
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 2; i++) {
    const answer = await post(LISTING, { first: 5 }, headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.cache).toBeNull();
  }
});

it("never keeps a read that asks for anything besides the catalogue (a shopper's data)", async () => {
  const mixed = `query ($first: Int!) { products(first: $first, channel: "default-channel") { totalCount } me { email } }`;
  const checkout = '{ checkout(id: "Q2hlY2tvdXQ6MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAw") { id } }';
  for (let i = 0; i < 2; i++) {
    expect((await post(mixed, { first: 3 })).cache).toBeNull();
    expect((await post(checkout)).cache).toBeNull();
  }
  // A fragment spread at the top cannot smuggle a shopper's field in.
  const spread = `query { ...Parts } fragment Parts on Query { products(first: 2, channel: "default-channel") { totalCount } me { id } }`;
  for (let i = 0; i < 2; i++) expect((await post(spread)).cache).toBeNull();
});

interface Variant {
  id: string;
  quantityAvailable: number;
}
interface ProductNode {
  slug: string;
  isAvailable: boolean;
  productType: { isShippingRequired: boolean };
  variants: Variant[];
}

const PRODUCT = `query ($slug: String!) { product(slug: $slug, channel: "default-channel") {
  slug isAvailable variants { id quantityAvailable } } }`;

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** Buys the lines as a guest: addresses, the first shipping method, a charge, completion. */
async function buy(lines: { variantId: string; quantity: number }[]) {
  const created = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    `mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel",
       email: "cache@example.com", lines: $lines }) { checkout { id } errors { code } } }`,
    { lines },
  );
  const id = created.data!.checkoutCreate.checkout.id;
  await service.gql(
    `mutation ($id: ID, $a: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) { errors { code } } }`,
    { id, a: ADDRESS },
  );
  const billed = await service.gql<{
    checkoutBillingAddressUpdate: { checkout: { availableShippingMethods: { id: string }[] } };
  }>(
    `mutation ($id: ID, $a: AddressInput!) { checkoutBillingAddressUpdate(id: $id, billingAddress: $a) {
       checkout { availableShippingMethods { id } } errors { code } } }`,
    { id, a: ADDRESS },
  );
  const method = billed.data!.checkoutBillingAddressUpdate.checkout.availableShippingMethods[0].id;
  await service.gql(
    `mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
    { id, m: method },
  );
  await service.gql(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
       data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }`,
    { id },
  );
  const completed = await service.gql<{
    checkoutComplete: { order: { id: string } | null; errors: unknown[] };
  }>(`mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code message } } }`, { id });
  expect(completed.data!.checkoutComplete.errors).toEqual([]);
  expect(completed.data!.checkoutComplete.order).not.toBeNull();
}

it("shows a completed checkout's stock in the very next read of the product", async () => {
  // A shipped product with a variant whose stock left (under the per-checkout cap of 50) shows exactly.
  const { data } = await post<{ products: { edges: { node: ProductNode }[] } }>(
    `{ products(first: 100, channel: "default-channel") { edges { node { slug isAvailable
       productType { isShippingRequired } variants { id quantityAvailable } } } } }`,
  );
  const product = data!.products.edges
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.productType.isShippingRequired &&
        node.variants.some((v) => v.quantityAvailable >= 2 && v.quantityAvailable < 50),
    )!;
  const variant = product.variants.find((v) => v.quantityAvailable >= 2 && v.quantityAvailable < 50)!;

  const before = await post<{ product: ProductNode }>(PRODUCT, { slug: product.slug });
  expect((await post(PRODUCT, { slug: product.slug })).cache).toBe('hit');
  const quantityOf = (answer: Answer<{ product: ProductNode }>) =>
    answer.data!.product.variants.find((v) => v.id === variant.id)!.quantityAvailable;
  expect(quantityOf(before)).toBe(variant.quantityAvailable);

  await buy([{ variantId: variant.id, quantity: 2 }]);

  const after = await post<{ product: ProductNode }>(PRODUCT, { slug: product.slug });
  expect(after.cache).toBe('miss');
  expect(quantityOf(after)).toBe(variant.quantityAvailable - 2);
  // Then kept again, as it is now.
  const kept = await post<{ product: ProductNode }>(PRODUCT, { slug: product.slug });
  expect(kept.cache).toBe('hit');
  expect(quantityOf(kept)).toBe(variant.quantityAvailable - 2);
});

it('shows a product as sold out in a kept listing once its last units are bought', async () => {
  const LISTED = `{ products(first: 100, channel: "default-channel") { edges { node { slug isAvailable
    productType { isShippingRequired } variants { id quantityAvailable } } } } }`;
  const listed = await post<{ products: { edges: { node: ProductNode }[] } }>(LISTED);
  expect((await post(LISTED)).cache).toBe('hit');
  // A shipped product in stock whose every variant shows its exact stock left (under the cap of 50):
  // buying all of it sells the product out.
  const product = listed
    .data!.products.edges.map((edge) => edge.node)
    .find(
      (node) =>
        node.productType.isShippingRequired &&
        node.isAvailable &&
        node.variants.every((v) => v.quantityAvailable < 50),
    );
  if (!product) throw new Error('the demo shop has no product whose whole stock shows');

  await buy(
    product.variants
      .filter((v) => v.quantityAvailable > 0)
      .map((v) => ({ variantId: v.id, quantity: v.quantityAvailable })),
  );

  const after = await post<{ products: { edges: { node: ProductNode }[] } }>(LISTED);
  expect(after.cache).toBe('miss');
  const now = after.data!.products.edges.find((edge) => edge.node.slug === product.slug)!.node;
  expect(now.isAvailable).toBe(false);
});
