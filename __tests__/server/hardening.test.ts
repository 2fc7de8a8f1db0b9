import { Readable } from 'node:stream';
import { DEMO, STOREFRONT, authAs, lastLink, register, uniqueEmail } from './accountHelpers';
import { cartWithOneItem } from './cartHelpers';
import { removeDataDir, startService, type Service } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

describe('hardening', () => {
  it('refuses a request body over the limit with 413', async () => {
    const response = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('counts the bytes of a chunked body: 10 MiB without Content-Length get 413, and the shop stays up', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const body = new Readable({
      read() {
        sent += chunk.length;
        this.push(sent <= 10 * 1024 * 1024 ? chunk : null);
      },
    });
    const response = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await service.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('refuses a query nested too deep', async () => {
    let selection = 'name';
    for (let i = 0; i < 16; i += 1) selection = `parent { ${selection} }`;
    const result = await service.gql(`{ category(slug: "t-shirts") { ${selection} } }`);
    expect(result.errors?.[0].message).toMatch(/^Query is too deep/);
  });

  it('never sends a stack trace', async () => {
    const result = await service.gql('{ product(id: "garbage", channel: "default-channel") { id } }');
    expect(JSON.stringify(result)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it("answers CORS for the storefront's origin only", async () => {
    const allowed = await fetch(`${service.url}/graphql/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3999', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3999');
    const other = await fetch(`${service.url}/graphql/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example');
  });
});

describe("the client's mistakes are 400s, never 500s", () => {
  const NUL = '\u0000';
  it.each([
    ['a search', '{ products(first: 2, channel: "default-channel", search: $s) { totalCount } }'],
    ['a product slug', '{ product(slug: $s, channel: "default-channel") { id } }'],
    ['a category slug', '{ category(slug: $s) { id } }'],
  ])('a NUL byte in %s', async (_, selection) => {
    const result = await service.gql(`query ($s: String) ${selection}`, { s: `te${NUL}e` });
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Null characters are not allowed.',
        extensions: { exception: { code: 'GraphQLError' } },
      }),
    ]);
  });

  it('a NUL byte in a checkout email, written into the query', async () => {
    const id = await cartWithOneItem(service);
    const result = await service.gql(
      `mutation ($id: ID) { checkoutEmailUpdate(id: $id, email: "a\\u0000@example.com") { errors { code } } }`,
      { id },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toBe('Null characters are not allowed.');
  });

  it('a broken percent-escape in a media path', async () => {
    expect((await fetch(`${service.url}/media/%E0%A4%A`)).status).toBe(400);
  });

  it('20,000 nested braces, refused before parsing', async () => {
    const response = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `${'{a'.repeat(20_000)}${'}'.repeat(20_000)}` }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Query is too deep/,
    );
    expect((await service.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe("someone else's checkout", () => {
  it('cannot be taken over with checkoutCustomerAttach (PermissionDenied, as Saleor)', async () => {
    const ATTACH = `mutation ($id: ID) { checkoutCustomerAttach(id: $id) { checkout { email } errors { code } } }`;
    const id = await cartWithOneItem(service);
    const asA = await authAs(service, DEMO.email, DEMO.password);
    expect((await service.gql(ATTACH, { id }, asA)).data).toMatchObject({
      checkoutCustomerAttach: { checkout: { email: DEMO.email }, errors: [] },
    });
    const other = uniqueEmail('other');
    const password = 'a-long-Passphrase-9';
    const registered = await register(service, {
      email: other,
      password,
      redirectUrl: `${STOREFRONT}/account/confirm/`,
      channel: 'default-channel',
    });
    expect(registered.errors).toEqual([]);
    const asB = await confirmAndLogin(other, password);
    const taken = await service.gql(ATTACH, { id }, asB);
    expect(taken.errors).toEqual([
      expect.objectContaining({
        message: 'You cannot reassign a checkout that is already attached to a user.',
        extensions: { exception: { code: 'PermissionDenied' } },
      }),
    ]);
    const { data } = await service.gql<{ checkout: { email: string } }>(
      'query ($id: ID) { checkout(id: $id) { email } }',
      { id },
    );
    expect(data!.checkout.email).toBe(DEMO.email);
  });
});

/** Confirms a new account through its emailed link and logs in. */
async function confirmAndLogin(email: string, password: string) {
  const { token } = await lastLink(service, email);
  const { data } = await service.gql<{ confirmAccount: { errors: unknown[] } }>(
    'mutation ($e: String!, $t: String!) { confirmAccount(email: $e, token: $t) { errors { code } } }',
    { e: email, t: token },
  );
  expect(data!.confirmAccount.errors).toEqual([]);
  return authAs(service, email, password);
}

describe('durability', () => {
  it('keeps the shop across a kill -9 and a restart, without seeding again', async () => {
    const before = await service.gql<{ products: { totalCount: number } }>(
      '{ products(first: 1) { totalCount } }',
    );
    await service.kill();
    service = await startService({ dataDir: service.dataDir });
    const after = await service.gql<{ products: { totalCount: number } }>(
      '{ products(first: 1) { totalCount } }',
    );
    expect(after.data!.products.totalCount).toBe(before.data!.products.totalCount);
  }, 60_000);
});
