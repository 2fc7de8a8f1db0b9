import type { APIRequestContext, Page } from '@playwright/test';

// Talking to the embedded service directly, as a second browser tab or another device would: to set
// up carts and orders a test then meets in the page.

interface Answer<T> {
  data: T | null;
  errors?: { message: string }[];
}

async function post<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await request.post('/graphql/', { data: { query, variables }, headers });
  return { status: response.status(), body: (await response.json()) as Answer<T> };
}

/** The service's whole answer, errors and all: for a test that expects a request to be refused. */
export async function gqlAnswer<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return (await post<T>(request, query, variables, headers)).body;
}

/** The answer's data; an HTTP error status or any GraphQL error fails the test. */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { status, body } = await post<T>(request, query, variables, headers);
  if (status >= 400 || body.errors?.length)
    throw new Error(`GraphQL request failed (HTTP ${status}): ${JSON.stringify(body.errors ?? [])}`);
  return body.data!;
}

/** The demo shop's customer (server/src/seed). */
export const DEMO = { email: 'customer@example.com', password: 'demo-shopper-2026' };

export interface Session {
  token: string;
  refreshToken: string;
  csrfToken: string;
  user: { id: string; email: string; firstName: string; lastName: string };
}

export async function logInThroughApi(request: APIRequestContext): Promise<Session> {
  const { tokenCreate } = await gql<{ tokenCreate: Session }>(
    request,
    `mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) {
      token refreshToken csrfToken user { id email firstName lastName } } }`,
    DEMO,
  );
  return tokenCreate;
}

/** The browser storage entries of a logged-in shopper: auth-token, refresh-token, csrf-token and user. */
export const sessionEntries = (s: Session) => ({
  'auth-token': s.token,
  'refresh-token': s.refreshToken,
  'csrf-token': s.csrfToken,
  user: JSON.stringify(s.user),
});

/** Puts entries in the page's localStorage before its first load only (its own changes then stay). */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
}

/** A digital product in stock (no shipping step: the shortest checkout), and its variant to buy. */
export async function digitalProduct(request: APIRequestContext) {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          slug: string;
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node {
      slug productType { isShippingRequired } variants { id quantityAvailable } } } } }`,
  );
  for (const { node } of products.edges) {
    const variant = node.variants.find((v) => v.quantityAvailable >= 5);
    if (!node.productType.isShippingRequired && variant) return { slug: node.slug, variantId: variant.id };
  }
  throw new Error('the demo shop has no digital product in stock');
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** A guest checkout of one digital product, with its email and billing address: ready to pay. */
export async function digitalCheckout(request: APIRequestContext, email: string) {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          name: string;
          productType: { isShippingRequired: boolean };
          variants: {
            id: string;
            quantityAvailable: number;
            pricing: { price: { gross: { amount: number } } };
          }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name productType { isShippingRequired }
      variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
  );
  const [{ product, variant }] = products.edges
    .filter(({ node }) => !node.productType.isShippingRequired)
    .flatMap(({ node }) => node.variants.map((variant) => ({ product: node, variant })))
    .filter(({ variant }) => variant.quantityAvailable >= 5 && variant.pricing.price.gross.amount > 0);
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { id: string; token: string } } }>(
    request,
    `mutation ($lines: [CheckoutLineInput!]!, $email: String) { checkoutCreate(input: {
      channel: "default-channel", email: $email, lines: $lines }) { checkout { id token } } }`,
    { lines: [{ variantId: variant.id, quantity: 1 }], email },
  );
  await gql(
    request,
    `mutation ($id: ID, $a: AddressInput!) { checkoutBillingAddressUpdate(id: $id, billingAddress: $a) {
      errors { message } } }`,
    { id: checkoutCreate.checkout.id, a: ADDRESS },
  );
  return { ...checkoutCreate.checkout, productName: product.name };
}

/** Pays a ready checkout with the dummy app and completes it: the checkout becomes an order. */
export async function payAndComplete(request: APIRequestContext, checkoutId: string) {
  await gql(
    request,
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
      data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { message } } }`,
    { id: checkoutId },
  );
  const { checkoutComplete } = await gql<{
    checkoutComplete: { order: { token: string } | null; errors: { message: string }[] };
  }>(request, 'mutation ($id: ID) { checkoutComplete(id: $id) { order { token } errors { message } } }', {
    id: checkoutId,
  });
  if (!checkoutComplete.order)
    throw new Error(`checkout not completed: ${JSON.stringify(checkoutComplete.errors)}`);
  return checkoutComplete.order;
}
