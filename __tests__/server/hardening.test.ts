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
