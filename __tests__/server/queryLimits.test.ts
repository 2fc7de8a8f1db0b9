import { removeDataDir, startService, type Service } from './harness';

// One request must not stall the shop. Saleor's limits, with its texts: a query cost of 50,000 (page sizes
// multiply down the tree; every answer says what it cost), 100 aliases and 4 mutations per document, all
// refused before anything runs; and no request may hold the database for more than its time budget
// (REQUEST_TIMEOUT_MS).

interface Answer {
  status: number;
  ms: number;
  body: {
    data?: Record<string, { edges: unknown[] } | null> | null;
    errors?: { message: string; path?: unknown; extensions?: Record<string, unknown> }[];
    extensions?: { cost?: { requestedQueryCost: number; maximumAvailable: number } };
  };
}

async function post(service: Service, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${service.url}/graphql/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, ms: performance.now() - started, body };
}

const LISTING = `query Listing($first: Int!) {
  products(first: $first, channel: "default-channel") {
    edges { node { id name thumbnail(size: 512) { url } pricing { onSale } category { name } } }
  }
}`;

// The query of the issue: five aliases of three nested pages of 100 products. By Saleor's rule each
// alias costs 100 (products) + 100 (category) + 100 x 100 (products) + 100 x 100 (category)
// + 100 x 100 x 100 (products) + 100 x 100 x 100 (variants) = 2,020,200; five cost 10,101,000.
const BOMB_COST = 5 * (100 + 100 + 10_000 + 10_000 + 1_000_000 + 1_000_000);
const nestedPages = `products(first: 100, channel: "default-channel") { edges { node { id name slug
  category { id name products(first: 100, channel: "default-channel") { edges { node { id name slug
    category { id name products(first: 100, channel: "default-channel") { edges { node { id name
      variants { id } } } } } } } } } } } }`;
const BOMB = `{ ${[1, 2, 3, 4, 5].map((i) => `a${i}: ${nestedPages}`).join('\n')} }`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('with the default limits', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService();
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    removeDataDir(service);
  });

  it("refuses the cost bomb before running it, with Saleor's error, while a listing still answers", async () => {
    const refusal = {
      message: `The query exceeds the maximum cost of 50000. Actual cost is ${BOMB_COST}`,
      extensions: {
        exception: { code: 'QueryCostError' },
        cost: { requestedQueryCost: BOMB_COST, maximumAvailable: 50000 },
      },
    };
    const [bomb, listing] = await Promise.all([post(service, BOMB), post(service, LISTING, { first: 20 })]);
    expect(bomb.status).toBe(400);
    expect(bomb.body).toEqual({
      errors: [refusal],
      extensions: { cost: { requestedQueryCost: BOMB_COST, maximumAvailable: 50000 } },
    });
    expect(listing.body.errors).toBeUndefined();
    expect(listing.body.data!.products!.edges).toHaveLength(20);

    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const again = await post(service, BOMB);
      expect(again.body.errors).toEqual([refusal]);
      times.push(again.ms);
    }
    expect(median(times)).toBeLessThan(100);
  }, 60_000);

  it('tells what each answer cost, by multiplying the page sizes down the tree', async () => {
    // 20 products, and per product its thumbnail, pricing and category: 20 + 3 x 20.
    const listing = await post(service, LISTING, { first: 20 });
    expect(listing.body.extensions).toEqual({ cost: { requestedQueryCost: 80, maximumAvailable: 50000 } });
    // 10 categories, 5 products in each, and each product's thumbnail: 10 + 10 x 5 + 10 x 5.
    const nested = await post(
      service,
      `{ categories(first: 10) { edges { node { name
          products(first: 5, channel: "default-channel") { edges { node { thumbnail { url } } } } } } } }`,
    );
    expect(nested.body.errors).toBeUndefined();
    expect(nested.body.extensions!.cost!.requestedQueryCost).toBe(110);
  });

  it('refuses more than 100 aliases', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: shop { defaultCountry { code } }`).join(' ')} }`;
    expect((await post(service, aliases(100))).body.errors).toBeUndefined();
    const tooMany = await post(service, aliases(101));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toBeUndefined();
    expect(tooMany.body.errors).toMatchObject([
      {
        message: 'Number of aliases exceed the limit of 100',
        extensions: { exception: { code: 'GraphQLError' } },
      },
    ]);
  });

  it('refuses more than 4 mutations in one document', async () => {
    const mutations = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `m${i}: tokenVerify(token: "x") { isValid }`).join(' ')} }`;
    expect((await post(service, mutations(4))).body.errors).toBeUndefined();
    const tooMany = await post(service, mutations(5));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toBeUndefined();
    expect(tooMany.body.errors).toMatchObject([
      {
        message: 'Number of mutations exceed the limit of 4',
        extensions: { exception: { code: 'GraphQLError' } },
      },
    ]);
  });
});

describe('with a database time budget of 200 ms', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService({ env: { REQUEST_TIMEOUT_MS: '200' } });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    removeDataDir(service);
  });

  // Within the cost limit (5 x 800), but five pages of 100 products with their media, attributes and
  // variants take the database well over a second.
  const everything = `products(first: 100, channel: "default-channel") { edges { node { id media { url }
    attributes { values { name } } category { name }
    variants { id attributes { attribute { name } values { name } } pricing { price { gross { amount } } } } } } }`;
  const SLOW = `{ ${[1, 2, 3, 4, 5].map((i) => `p${i}: ${everything}`).join('\n')} }`;

  it('stops a request that holds the database too long, and answers the others', async () => {
    const [slow, listing] = await Promise.all([post(service, SLOW), post(service, LISTING, { first: 20 })]);
    expect(slow.body.extensions!.cost!.requestedQueryCost).toBe(4000);
    expect(slow.body.errors![0]).toEqual({
      message: 'The request used more than its 200 ms of database time and was stopped.',
      extensions: { exception: { code: 'REQUEST_TIMEOUT' } },
    });
    expect(slow.body.errors!.filter((e) => e.message === slow.body.errors![0].message)).toHaveLength(1);
    expect(listing.body.errors).toBeUndefined();
    expect(listing.body.data!.products!.edges).toHaveLength(20);

    const after = await post(service, LISTING, { first: 20 });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data!.products!.edges).toHaveLength(20);
  }, 60_000);
});
