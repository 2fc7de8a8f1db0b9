import { removeDataDir, startService, type Service } from './harness';

// The security headers on every kind of answer the service gives, and forwarding headers believed
// only with TRUST_PROXY (else a forged X-Forwarded-Host rewrites image and payment-page URLs).

let service: Service;
let proxied: Service;
beforeAll(async () => {
  [service, proxied] = await Promise.all([startService(), startService({ env: { TRUST_PROXY: 'true' } })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([service.stop(), proxied.stop()]);
  removeDataDir(service);
  removeDataDir(proxied);
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

function expectCommonHeaders(response: Response) {
  for (const [name, value] of Object.entries(COMMON)) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('permissions-policy')).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  );
}

/** The CSP's directives by name. */
function csp(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectNothingAllowed(response: Response) {
  expectCommonHeaders(response);
  expect(csp(response)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
}

const PRODUCTS = `{ products(first: 1, channel: "default-channel") { edges { node { thumbnail { url } } } } }`;
type Products = { products: { edges: { node: { thumbnail: { url: string } } }[] } };
type Variant = { id: string; quantityAvailable: number };

async function thumbnailUrl(target: Service, headers: Record<string, string> = {}) {
  const { data } = await target.gql<Products>(PRODUCTS, {}, headers);
  return data!.products.edges[0].node.thumbnail.url;
}

/** A transaction waiting on the hosted payment page; returns the page's URL. */
async function hostedPaymentUrl(target: Service, headers: Record<string, string> = {}) {
  const { data } = await target.gql<{ products: { edges: { node: { variants: Variant[] } }[] } }>(
    `{ products(first: 20, channel: "default-channel") { edges { node { variants { id quantityAvailable } } } } }`,
  );
  const variantId = data!.products.edges
    .flatMap((edge) => edge.node.variants)
    .find((variant) => variant.quantityAvailable > 0)!.id;
  const created = await target.gql<{ checkoutCreate: { checkout: { id: string } } }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`,
    {
      input: {
        channel: 'default-channel',
        lines: [{ variantId, quantity: 1 }],
        email: 'headers@example.com',
      },
    },
  );
  const started = await target.gql<{ transactionInitialize: { data: { externalUrl: string } } }>(
    `mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app",
      data: { event: { type: "CHARGE_ACTION_REQUIRED" } } }) { data } }`,
    { id: created.data!.checkoutCreate.checkout.id },
    headers,
  );
  return started.data!.transactionInitialize.data.externalUrl;
}

describe('security headers', () => {
  it('are on GraphQL answers and CORS preflights', async () => {
    const post = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expectNothingAllowed(post);
    const preflight = await fetch(`${service.url}/graphql/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3999', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expectNothingAllowed(preflight);
  });

  it('are on a refused oversized body (413) and an unknown path (404)', async () => {
    const tooLarge = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expectNothingAllowed(tooLarge);
    const unknown = await fetch(`${service.url}/no/such/path`);
    expect(unknown.status).toBe(404);
    expectNothingAllowed(unknown);
  });

  it('are on images and on a missing image, which runs nothing even opened on its own', async () => {
    const image = await fetch(await thumbnailUrl(service));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expectNothingAllowed(image);
    const missing = await fetch(`${service.url}/media/no-such-image.svg`);
    expect(missing.status).toBe(404);
    expectNothingAllowed(missing);
  });

  it('give the hosted payment page inline styles, no script, and forms that may lead back to the storefront', async () => {
    const page = await fetch(await hostedPaymentUrl(service));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve payment');
    expectCommonHeaders(page);
    const policy = csp(page);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
    expect(policy['form-action']).toEqual(["'self'", 'http://localhost:3999']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const missing = await fetch(`${service.url}/_dev/pay/00000000-0000-0000-0000-000000000000`);
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
    expect(csp(missing)['form-action']).toEqual(["'self'"]);
  });

  it('give the mail outbox the same page policy', async () => {
    const outbox = await fetch(`${service.url}/_dev/mail`);
    expect(outbox.status).toBe(200);
    expectCommonHeaders(outbox);
    expect(csp(outbox)).toMatchObject({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] });
    const json = await fetch(`${service.url}/_dev/mail.json`);
    expectCommonHeaders(json);
  });
});

describe('forwarding headers', () => {
  const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

  it('are ignored without TRUST_PROXY: image and payment-page URLs stay on the service', async () => {
    expect(await thumbnailUrl(service, forged)).toMatch(new RegExp(`^${service.url}/media/`));
    expect(await hostedPaymentUrl(service, forged)).toMatch(new RegExp(`^${service.url}/_dev/pay/`));
  });

  it("are the proxy's word with TRUST_PROXY", async () => {
    const behindProxy = { 'X-Forwarded-Host': 'shop.example.com', 'X-Forwarded-Proto': 'https' };
    expect(await thumbnailUrl(proxied, behindProxy)).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    expect(await hostedPaymentUrl(proxied, behindProxy)).toMatch(
      /^https:\/\/shop\.example\.com\/_dev\/pay\//,
    );
    // Without them the service's own address stands, and a malformed host is not taken.
    expect(await thumbnailUrl(proxied)).toMatch(new RegExp(`^${proxied.url}/media/`));
    expect(await thumbnailUrl(proxied, { 'X-Forwarded-Host': 'a b/"' })).toMatch(
      new RegExp(`^${proxied.url}/media/`),
    );
  });
});
