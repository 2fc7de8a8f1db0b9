import http from 'node:http';
import { authAs, register, uniqueEmail } from './accountHelpers';
import { completeCheckout } from './completionHelpers';
import { removeDataDir, startService, type Service } from './harness';

// The service security review's fixes: updateMetadata's permissions as Saleor's
// PUBLIC_META_PERMISSION_MAP, metafield on inherited names, completion never pruning a full address
// book, the demo pages refused to a DNS-rebound Host, and the picture conversion queue's bound.

let service: Service;
beforeAll(async () => {
  service = await startService({ env: { ACCOUNT_CONFIRMATION: 'false', MEDIA_CONVERSION_QUEUE: '0' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const UPDATE = `mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) {
  item { __typename metadata { key value } } errors { field code message } } }`;
const gid = (type: string, pk: string) => Buffer.from(`${type}:${pk}`).toString('base64');

async function customer(name: string) {
  const email = uniqueEmail(name);
  const password = 'a-long-enough-password-1';
  expect((await register(service, { email, password })).errors).toEqual([]);
  return authAs(service, email, password);
}

async function shippableVariant() {
  const { data } = await service.gql<{
    products: {
      edges: {
        node: {
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    '{ products(first: 50, channel: "default-channel") { edges { node { productType { isShippingRequired } variants { id quantityAvailable } } } } }',
  );
  return data!.products.edges
    .filter((edge) => edge.node.productType.isShippingRequired)
    .flatMap((edge) => edge.node.variants)
    .find((v) => v.quantityAvailable > 20)!.id;
}

async function newCheckout(headers: Record<string, string> = {}) {
  const { data } = await service.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    'mutation ($v: ID!) { checkoutCreate(input: { channel: "default-channel", email: "review@example.com", lines: [{ variantId: $v, quantity: 1 }] }) { checkout { id } } }',
    { v: await shippableVariant() },
    headers,
  );
  return data!.checkoutCreate.checkout.id;
}

const address = (street: string) =>
  `{ firstName: "Ada", lastName: "Lovelace", streetAddress1: "${street}", city: "Berlin", postalCode: "10115", country: DE }`;

describe('updateMetadata', () => {
  it("writes an order's public metadata by its id, with no permission, as Saleor", async () => {
    const token = await completeCheckout(service, await newCheckout());
    const id = gid('Order', token);
    const { data } = await service.gql<{ updateMetadata: unknown }>(UPDATE, {
      id,
      input: [{ key: 'gift_note', value: 'For Ada' }],
    });
    expect(data!.updateMetadata).toEqual({
      item: {
        __typename: 'Order',
        metadata: expect.arrayContaining([{ key: 'gift_note', value: 'For Ada' }]),
      },
      errors: [],
    });
    const read = await service.gql<{ order: { metafield: string | null } }>(
      'query ($id: ID!) { order(id: $id) { metafield(key: "gift_note") } }',
      { id },
    );
    expect(read.data!.order.metafield).toBe('For Ada');
    const unknown = gid('Order', '8f0f2c1d-9e10-4f4e-9a51-5d3e1c7a2b6f');
    const missing = await service.gql<{ updateMetadata: unknown }>(UPDATE, {
      id: unknown,
      input: [{ key: 'a', value: 'b' }],
    });
    expect(missing.data!.updateMetadata).toEqual({
      item: null,
      errors: [{ field: 'id', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${unknown}` }],
    });
  });

  it.each([
    ['Product', 'MANAGE_PRODUCTS'],
    ['Collection', 'MANAGE_PRODUCTS'],
    ['Page', 'MANAGE_PAGES'],
    ['Menu', 'MANAGE_MENUS'],
    ['Fulfillment', 'MANAGE_ORDERS'],
  ])("answers PermissionDenied naming %s's permission (%s)", async (type, permission) => {
    const result = await service.gql(UPDATE, { id: gid(type, '1'), input: [{ key: 'a', value: 'b' }] });
    expect(result.data).toEqual({ updateMetadata: null });
    expect(result.errors?.[0].extensions?.exception?.code).toBe('PermissionDenied');
    expect(result.errors?.[0].message).toBe(
      `To access this path, you need one of the following permissions: ${permission}`,
    );
  });

  it('answers GRAPHQL_ERROR on id for a malformed id', async () => {
    const { data } = await service.gql<{ updateMetadata: unknown }>(UPDATE, {
      id: 'not an id!',
      input: [{ key: 'a', value: 'b' }],
    });
    expect(data!.updateMetadata).toEqual({
      item: null,
      errors: [{ field: 'id', code: 'GRAPHQL_ERROR', message: "Couldn't resolve id: not an id!." }],
    });
  });
});

describe('metafield', () => {
  it('answers null for names every object inherits', async () => {
    const id = await newCheckout();
    await service.gql(UPDATE, { id, input: [{ key: 'real', value: 'yes' }] });
    const checkout = await service.gql<{ checkout: Record<string, string | null> }>(
      `query ($id: ID) { checkout(id: $id) { a: metafield(key: "constructor") b: metafield(key: "__proto__")
         c: metafield(key: "toString") d: metafield(key: "real") } }`,
      { id },
    );
    expect(checkout.errors).toBeUndefined();
    expect(checkout.data!.checkout).toEqual({ a: null, b: null, c: null, d: 'yes' });
    const token = await completeCheckout(service, id);
    const order = await service.gql<{ orderByToken: Record<string, string | null> }>(
      `query ($t: UUID!) { orderByToken(token: $t) { a: metafield(key: "constructor") b: metafield(key: "__proto__")
         c: metafield(key: "toString") d: metafield(key: "real") } }`,
      { t: token },
    );
    expect(order.errors).toBeUndefined();
    expect(order.data!.orderByToken).toEqual({ a: null, b: null, c: null, d: 'yes' });
  });
});

describe('saving checkout addresses at completion', () => {
  async function fillBook(auth: Record<string, string>, count: number) {
    for (let i = 0; i < count; i += 1) {
      const { data } = await service.gql<{ accountAddressCreate: { errors: unknown[] } }>(
        `mutation { accountAddressCreate(input: ${address(`${i + 1} Bookstraße`)}) { errors { code } } }`,
        {},
        auth,
      );
      expect(data!.accountAddressCreate.errors).toEqual([]);
    }
  }
  const streets = async (auth: Record<string, string>) => {
    const { data } = await service.gql<{ me: { addresses: { streetAddress1: string }[] } }>(
      '{ me { addresses { streetAddress1 } } }',
      {},
      auth,
    );
    return data!.me.addresses.map((a) => a.streetAddress1).sort();
  };

  it('saves the shipping address before the billing one and never removes an address', async () => {
    const auth = await customer('book-full');
    await fillBook(auth, 99);
    const before = await streets(auth);
    expect(before).toHaveLength(99);
    const id = await newCheckout(auth);
    const mutate = (query: string) => service.gql(query, { id }, auth);
    await mutate(
      `mutation ($id: ID) { checkoutBillingAddressUpdate(id: $id, billingAddress: ${address('1 Billing Way')}) { errors { code } } }`,
    );
    const shipped = await service.gql<{
      checkoutShippingAddressUpdate: { checkout: { shippingMethods: { id: string; active: boolean }[] } };
    }>(
      `mutation ($id: ID) { checkoutShippingAddressUpdate(id: $id, shippingAddress: ${address('1 Shipping Way')}) {
         checkout { shippingMethods { id active } } } }`,
      { id },
      auth,
    );
    const method = shipped.data!.checkoutShippingAddressUpdate.checkout.shippingMethods.find(
      (m) => m.active,
    )!;
    await service.gql(
      'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
      { id, m: method.id },
      auth,
    );
    await mutate(
      'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { event: { type: "CHARGE_SUCCESS" } } }) { errors { code } } }',
    );
    const done = await service.gql<{ checkoutComplete: { order: { id: string } | null; errors: unknown[] } }>(
      'mutation ($id: ID) { checkoutComplete(id: $id) { order { id } errors { code } } }',
      { id },
      auth,
    );
    expect(done.data!.checkoutComplete.errors).toEqual([]);
    // The book had room for one: the shipping address took it; the billing one found it full.
    expect(await streets(auth)).toEqual([...before, '1 Shipping Way'].sort());

    // Full: a further completion saves nothing and removes nothing.
    await completeCheckout(service, await newCheckout(auth), {
      address: address('9 Another Road'),
      headers: auth,
    });
    expect(await streets(auth)).toEqual([...before, '1 Shipping Way'].sort());
  }, 60_000);
});

/** A GET with the Host header the client chose (as a DNS-rebound name arrives). */
function getWithHost(path: string, host: string) {
  const { port } = new URL(service.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('demo pages and DNS rebinding', () => {
  it.each(['/_dev/orders', '/_dev/mail'])(
    'refuses %s to a Host the shop does not answer to',
    async (path) => {
      const { port } = new URL(service.url);
      expect((await getWithHost(path, `rebind.evil.example:${port}`)).status).toBe(403);
      expect((await getWithHost(path, 'rebind.evil.example')).status).toBe(403);
      expect((await getWithHost(path, `localhost:${port}`)).status).toBe(200);
      expect((await fetch(`${service.url}${path}`)).status).toBe(200);
    },
  );
});

describe('picture conversions', () => {
  it('answers 503 with Retry-After past the waiting limit, and the picture on a later try', async () => {
    const { data } = await service.gql<{ products: { edges: { node: { media: { url: string }[] } }[] } }>(
      '{ products(first: 12, channel: "default-channel") { edges { node { media { url(size: 512, format: AVIF) } } } } }',
    );
    const urls = data!.products.edges.flatMap((edge) => edge.node.media.map((m) => m.url)).slice(0, 12);
    expect(urls.length).toBeGreaterThan(4);
    // Two convert at once; with no room to wait (MEDIA_CONVERSION_QUEUE=0) the rest are refused.
    const responses = await Promise.all(urls.map((url) => fetch(url)));
    const busy = responses.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.every((response) => [200, 503].includes(response.status))).toBe(true);
    expect(busy[0].headers.get('retry-after')).toBe('5');
    expect(await busy[0].text()).toMatch(/Try again shortly/);
    const refused = urls[responses.indexOf(busy[0])];
    const retried = await fetch(refused);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('content-type')).toBe('image/avif');
  }, 60_000);
});
