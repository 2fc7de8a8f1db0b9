import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startService, tsxBin, type GqlResult, type Service } from './harness';

// A listing's filters offer only what its products have. Saleor's `attributes(filter: {inCategory})` narrows
// the attributes to those of the category's product types, but each attribute's `choices` are all its values:
// Apparel's Material lists Stoneware. So the storefront reads the values from the products in scope with
// FilterScope (the document it sends, read from its file here), which must answer for a category of a hundred
// products within a request's database time.

const FILTER_SCOPE = readFileSync('src/features/catalog/listing/FilterScope.graphql', 'utf8');

interface ScopePage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: {
    node: {
      category: { id: string } | null;
      attributes: { attribute: { slug: string }; values: { slug: string }[] }[];
      variants: { attributes: { attribute: { slug: string }; values: { slug: string }[] }[] }[];
    };
  }[];
}

const categoryId = async (service: Service, slug: string) =>
  (await service.gql<{ category: { id: string } }>(`{ category(slug: "${slug}") { id } }`)).data!.category.id;

async function scopeValues(service: Service, variables: Record<string, unknown>) {
  const values = new Set<string>();
  let after: string | null = null;
  do {
    const result: GqlResult<{ products: ScopePage }> = await service.gql(FILTER_SCOPE, {
      channel: 'default-channel',
      ...variables,
      after,
    });
    expect(result.errors).toBeUndefined();
    const page: ScopePage = result.data!.products;
    for (const { node } of page.edges)
      for (const selected of [...node.attributes, ...node.variants.flatMap((v) => v.attributes)])
        for (const value of selected.values) values.add(`${selected.attribute.slug}:${value.slug}`);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return values;
}

describe('on the demo catalogue', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService();
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    removeDataDir(service);
  });

  it("answers inCategory as Saleor does: the category's attributes, each with all its values", async () => {
    const { data } = await service.gql<{
      attributes: { edges: { node: { slug: string; choices: { edges: { node: { slug: string } }[] } } }[] };
    }>(
      `query ($id: ID) { attributes(first: 20, channel: "default-channel", filter: { inCategory: $id }) {
        edges { node { slug choices(first: 50) { edges { node { slug } } } } } } }`,
      { id: await categoryId(service, 'apparel') },
    );
    const material = data!.attributes.edges.find((edge) => edge.node.slug === 'material')!.node;
    expect(material.choices.edges.map((edge) => edge.node.slug)).toEqual(
      expect.arrayContaining(['stoneware', 'arabica-beans', 'epub-and-pdf']),
    );
  });

  it("gives the values Apparel's products carry, on the product and on its variants, and no others", async () => {
    const values = await scopeValues(service, {
      filter: { categories: [await categoryId(service, 'apparel')] },
    });
    const material = [...values].filter((value) => value.startsWith('material:')).sort();
    expect(material).toEqual(['material:cotton-fleece', 'material:denim', 'material:organic-cotton']);
    expect(values).toContain('size:xl');
    expect(values).toContain('colour:black');
  });

  it('gives the values of the products a search finds', async () => {
    const values = await scopeValues(service, { search: 'mug' });
    expect([...values].filter((value) => value.startsWith('material:'))).toEqual(['material:stoneware']);
    expect([...values].some((value) => value.startsWith('size:'))).toBe(false);
  });
});

describe('on a catalogue of 300 products', () => {
  let dataDir: string;
  let service: Service;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'filter-scope-'));
    const seeded = spawnSync(tsxBin, ['server/src/cli/seed.ts', '--products', '300'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
    // Half the default database time: reading each product's and each variant's values one query
    // at a time (about 1,700 queries for these hundred products) needed more than 800 ms.
    service = await startService({ dataDir, env: { REQUEST_TIMEOUT_MS: '500' } });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers for a category of a hundred products, their variants and values, within its time', async () => {
    const apparel = await categoryId(service, 'apparel');
    const result = await service.gql<{ products: ScopePage }>(FILTER_SCOPE, {
      channel: 'default-channel',
      filter: { categories: [apparel] },
    });
    expect(result.errors).toBeUndefined();
    const page = result.data!.products;
    expect(page.edges).toHaveLength(100);
    expect(page.edges.every(({ node }) => node.variants.length > 0)).toBe(true);
  });
});
