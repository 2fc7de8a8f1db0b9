import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, templateDir, type Service } from './harness';

// Saleor's collections over HTTP against the seeded demo shop (server/src/catalog/collections.ts):
// what a customer may see (published in the channel, publication date come), lookups by slug and id,
// the shop's manual order (COLLECTION) and its pagination, translations, Product.collections, the
// listing filter, and the COLLECTION sort refused outside a collection. The owner port writes rows as
// a shop owner's tool would, and the answers read after a write show it (the response cache drops).

let service: Service;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'collections-test-'));
  cpSync(templateDir(), dataDir, { recursive: true });
  service = await startService({ dataDir, owner: true });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer<T> {
  data: T | null;
  errors?: { message: string }[];
  cache: string | null;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await fetch(`${service.url}/graphql/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<Answer<T>, 'cache'>;
  return { ...body, cache: response.headers.get('x-response-cache') };
}

interface Page<N> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { node: N }[];
}

/** The slugs of a collection's products in the shop's manual order, read from its table. */
async function manualOrder(collection: string): Promise<string[]> {
  const rows = await service.sql<{ slug: string }>(
    `SELECT p.slug FROM collection_product cp JOIN collection c ON c.id = cp.collection_id
       JOIN product p ON p.id = cp.product_id WHERE c.slug = '${collection}' ORDER BY cp.sort_order, p.id`,
  );
  return rows.map((row) => row.slug);
}

const COLLECTION = `query ($slug: String, $id: ID, $channel: String) {
  collection(slug: $slug, id: $id, channel: $channel) {
    id name slug channel description seoTitle seoDescription
    backgroundImage(size: 512) { url alt }
    zhHans: translation(languageCode: ZH_HANS) { id language { code } name description seoTitle seoDescription slug }
    zhHant: translation(languageCode: ZH_HANT) { name }
    en: translation(languageCode: EN) { name }
  }
}`;

interface CollectionAnswer {
  collection: {
    id: string;
    name: string;
    slug: string;
    channel: string;
    description: string;
    seoTitle: string | null;
    seoDescription: string | null;
    backgroundImage: { url: string; alt: string } | null;
    zhHans: { id: string; language: { code: string }; name: string; description: string } | null;
    zhHant: { name: string } | null;
    en: { name: string } | null;
  } | null;
}

describe('a collection', () => {
  it('is found by slug and by id, with its picture, texts and translations', async () => {
    const bySlug = await gql<CollectionAnswer>(COLLECTION, {
      slug: 'summer-picks',
      channel: 'default-channel',
    });
    expect(bySlug.errors).toBeUndefined();
    const collection = bySlug.data!.collection!;
    expect(collection).toMatchObject({
      name: 'Summer picks',
      slug: 'summer-picks',
      channel: 'default-channel',
      seoTitle: 'Summer picks',
    });
    expect(Buffer.from(collection.id, 'base64').toString()).toMatch(/^Collection:\d+$/);
    expect(JSON.parse(collection.description)).toMatchObject({ blocks: [{ type: 'paragraph' }] });
    expect(collection.backgroundImage!.url).toMatch(/^http:\/\/localhost:\d+\/media\//);
    expect(collection.zhHans).toMatchObject({ language: { code: 'ZH_HANS' }, name: '夏日精选', slug: null });
    expect(Buffer.from(collection.zhHans!.id, 'base64').toString()).toMatch(/^CollectionTranslation:\d+$/);
    expect(JSON.parse(collection.zhHans!.description).blocks[0].data.text).toContain('夏日');
    expect(collection.zhHant).toEqual({ name: '夏日精選' });
    expect(collection.en).toBeNull();

    // Without a channel: the shop's only one.
    const byId = await gql<CollectionAnswer>(COLLECTION, { id: collection.id });
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.collection!.slug).toBe('summer-picks');
  });

  it('is null for an unknown slug or channel, as Saleor answers', async () => {
    const unknown = await gql<CollectionAnswer>(COLLECTION, { slug: 'no-such-collection' });
    expect(unknown).toMatchObject({ data: { collection: null } });
    expect(unknown.errors).toBeUndefined();
    const otherChannel = await gql<CollectionAnswer>(COLLECTION, {
      slug: 'summer-picks',
      channel: 'nowhere',
    });
    expect(otherChannel).toMatchObject({ data: { collection: null } });
    expect(otherChannel.errors).toBeUndefined();
    const neither = await gql<CollectionAnswer>('{ collection { id } }');
    expect(neither.errors?.[0].message).toBe("At least one of arguments is required: 'id', 'slug'.");
    const both = await gql<CollectionAnswer>(COLLECTION, { slug: 'summer-picks', id: 'Q29sbGVjdGlvbjox' });
    expect(both.errors?.[0].message).toBe("Argument 'id' cannot be combined with 'slug'");
    expect(both.data?.collection ?? null).toBeNull();
  });

  it('is hidden until published in the channel and its publication date has come', async () => {
    // Winter warmers is published from a date a month ahead.
    expect((await gql<CollectionAnswer>(COLLECTION, { slug: 'winter-warmers' })).data!.collection).toBeNull();

    const LIST = '{ collections(first: 20) { totalCount edges { node { slug } } } }';
    const listed = await gql<{ collections: Page<{ slug: string }> }>(LIST);
    expect(listed.data!.collections.edges.map((edge) => edge.node.slug)).toEqual([
      'new-arrivals',
      'summer-picks',
    ]);
    expect((await gql(LIST)).cache).toBe('hit');

    // The shop unpublishes New arrivals, then publishes Winter warmers now: the next answers show it.
    await service.sql(`UPDATE collection_channel_listing SET is_published = FALSE
      WHERE collection_id = (SELECT id FROM collection WHERE slug = 'new-arrivals')`);
    await service.sql(`UPDATE collection_channel_listing SET published_at = now() - interval '1 minute'
      WHERE collection_id = (SELECT id FROM collection WHERE slug = 'winter-warmers')`);
    try {
      const after = await gql<{ collections: Page<{ slug: string }> }>(LIST);
      expect(after.cache).toBe('miss');
      expect(after.data!.collections.edges.map((edge) => edge.node.slug)).toEqual([
        'summer-picks',
        'winter-warmers',
      ]);
      expect((await gql<CollectionAnswer>(COLLECTION, { slug: 'new-arrivals' })).data!.collection).toBeNull();
      expect(
        (await gql<CollectionAnswer>(COLLECTION, { slug: 'winter-warmers' })).data!.collection!.name,
      ).toBe('Winter warmers');
    } finally {
      await service.sql(`UPDATE collection_channel_listing SET is_published = TRUE
        WHERE collection_id = (SELECT id FROM collection WHERE slug = 'new-arrivals')`);
      await service.sql(`UPDATE collection_channel_listing SET published_at = now() + interval '30 days'
        WHERE collection_id = (SELECT id FROM collection WHERE slug = 'winter-warmers')`);
    }
  });

  it('appears in a kept answer once its scheduled publication time comes, with no write', async () => {
    const LIST = '{ collections(first: 20) { edges { node { slug } } } }';
    const slugs = (answer: Answer<{ collections: Page<{ slug: string }> }>) =>
      answer.data!.collections.edges.map((edge) => edge.node.slug);
    await service.sql(`UPDATE collection_channel_listing SET published_at = now() + interval '2 seconds'
      WHERE collection_id = (SELECT id FROM collection WHERE slug = 'winter-warmers')`);
    try {
      const before = await gql<{ collections: Page<{ slug: string }> }>(LIST);
      expect(slugs(before)).not.toContain('winter-warmers');
      expect((await gql(LIST)).cache).toBe('hit');
      // The kept answer is dropped at the publication time: poll until the answer shows it.
      const deadline = Date.now() + 15_000;
      let latest = before;
      while (!slugs(latest).includes('winter-warmers') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        latest = await gql<{ collections: Page<{ slug: string }> }>(LIST);
      }
      expect(slugs(latest)).toContain('winter-warmers');
    } finally {
      await service.sql(`UPDATE collection_channel_listing SET published_at = now() + interval '30 days'
        WHERE collection_id = (SELECT id FROM collection WHERE slug = 'winter-warmers')`);
    }
  }, 30_000);

  it('pages through the collections with cursors, and filters them', async () => {
    const PAGE = `query ($after: String) { collections(first: 1, after: $after) {
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { slug } } } }`;
    const first = await gql<{ collections: Page<{ slug: string }> }>(PAGE);
    expect(first.data!.collections).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { slug: 'new-arrivals' } }],
    });
    const second = await gql<{ collections: Page<{ slug: string }> }>(PAGE, {
      after: first.data!.collections.pageInfo.endCursor,
    });
    expect(second.data!.collections).toMatchObject({
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      edges: [{ node: { slug: 'summer-picks' } }],
    });
    const filtered = await gql<{ collections: Page<{ slug: string }> }>(
      '{ collections(first: 5, filter: { search: "summer" }) { edges { node { slug } } } }',
    );
    expect(filtered.data!.collections.edges).toEqual([{ node: { slug: 'summer-picks' } }]);
    const missing = await gql('{ collections { edges { node { slug } } } }');
    expect(missing.errors?.[0].message).toMatch(/You must provide a `first` or `last` value/);
  });
});

const PRODUCTS = `query ($slug: String!, $first: Int, $after: String, $sortBy: ProductOrder, $filter: ProductFilterInput) {
  collection(slug: $slug, channel: "default-channel") {
    products(first: $first, after: $after, sortBy: $sortBy, filter: $filter) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { slug name pricing { priceRange { start { gross { currency } } } } } }
    }
  }
}`;

type ProductsAnswer = { collection: { products: Page<{ slug: string; name: string }> } };

describe("a collection's products", () => {
  it('come in the manual order (COLLECTION), both ways, and page through it', async () => {
    const order = await manualOrder('summer-picks');
    expect(order.length).toBeGreaterThan(6);
    const asc = await gql<ProductsAnswer>(PRODUCTS, {
      slug: 'summer-picks',
      first: 100,
      sortBy: { field: 'COLLECTION', direction: 'ASC' },
    });
    expect(asc.errors).toBeUndefined();
    const slugs = asc.data!.collection.products.edges.map((edge) => edge.node.slug);
    expect(slugs).toEqual(order);
    // An order of the shop's own, not the names'.
    expect(slugs).not.toEqual([...slugs].sort());
    const desc = await gql<ProductsAnswer>(PRODUCTS, {
      slug: 'summer-picks',
      first: 100,
      sortBy: { field: 'COLLECTION', direction: 'DESC' },
    });
    expect(desc.data!.collection.products.edges.map((edge) => edge.node.slug)).toEqual([...order].reverse());

    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: Answer<ProductsAnswer> = await gql<ProductsAnswer>(PRODUCTS, {
        slug: 'summer-picks',
        first: 5,
        after,
        sortBy: { field: 'COLLECTION', direction: 'ASC' },
      });
      const products = page.data!.collection.products;
      expect(products.totalCount).toBe(order.length);
      pages.push(...products.edges.map((edge) => edge.node.slug));
      after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual(order);
  });

  it('follow a change of the manual order at once', async () => {
    const order = await manualOrder('summer-picks');
    const last = order[order.length - 1];
    await service.sql(`UPDATE collection_product SET sort_order = -1
      WHERE product_id = (SELECT id FROM product WHERE slug = '${last}')
        AND collection_id = (SELECT id FROM collection WHERE slug = 'summer-picks')`);
    const answer = await gql<ProductsAnswer>(PRODUCTS, {
      slug: 'summer-picks',
      first: 3,
      sortBy: { field: 'COLLECTION', direction: 'ASC' },
    });
    expect(answer.data!.collection.products.edges[0].node.slug).toBe(last);
    await service.sql(`UPDATE collection_product SET sort_order = ${order.length - 1}
      WHERE product_id = (SELECT id FROM product WHERE slug = '${last}')
        AND collection_id = (SELECT id FROM collection WHERE slug = 'summer-picks')`);
  });

  it("sort by the listing's other orders, are priced in the channel, and filter", async () => {
    const byName = await gql<ProductsAnswer>(PRODUCTS, {
      slug: 'summer-picks',
      first: 100,
      sortBy: { field: 'NAME', direction: 'ASC' },
    });
    const names = byName.data!.collection.products.edges.map((edge) => edge.node.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(byName.data!.collection.products.edges[0].node).toMatchObject({
      pricing: { priceRange: { start: { gross: { currency: 'USD' } } } },
    });
    const cheap = await gql<ProductsAnswer>(PRODUCTS, {
      slug: 'summer-picks',
      first: 100,
      filter: { price: { lte: 30 } },
    });
    expect(cheap.data!.collection.products.totalCount).toBeGreaterThan(0);
    expect(cheap.data!.collection.products.totalCount).toBeLessThan(names.length);
  });

  it('filter with `where` as the listing does, and the picture comes in the format asked', async () => {
    const order = await manualOrder('summer-picks');
    const answer = await gql<{
      collection: {
        products: Page<{ slug: string }>;
        webp: { url: string };
        original: { url: string };
      };
    }>(
      `query ($slugs: [String!]) { collection(slug: "summer-picks") {
        products(first: 50, where: { slug: { oneOf: $slugs } }) { totalCount edges { node { slug } } }
        webp: backgroundImage(size: 512, format: WEBP) { url } original: backgroundImage(size: 512) { url } } }`,
      { slugs: [order[0], order[1], 'no-such-product'] },
    );
    expect(answer.errors).toBeUndefined();
    const { products, webp, original } = answer.data!.collection;
    expect(products.edges.map((edge) => edge.node.slug).sort()).toEqual([order[0], order[1]].sort());
    expect(webp.url).not.toBe(original.url);
    const picture = await fetch(webp.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('are what products(filter: { collections }) finds', async () => {
    const { data } = await gql<CollectionAnswer>(COLLECTION, { slug: 'summer-picks' });
    const listing = await gql<{ products: Page<{ slug: string }> }>(
      `query ($ids: [ID!]) { products(first: 100, channel: "default-channel", filter: { collections: $ids }) {
        totalCount edges { node { slug } } } }`,
      { ids: [data!.collection!.id] },
    );
    expect(listing.data!.products.edges.map((edge) => edge.node.slug).sort()).toEqual(
      (await manualOrder('summer-picks')).sort(),
    );
  });

  it('refuse COLLECTION outside a collection, as Saleor documents it', async () => {
    const products = await gql(
      '{ products(first: 5, channel: "default-channel", sortBy: { field: COLLECTION, direction: ASC }) { edges { node { id } } } }',
    );
    expect(products.data).toEqual({ products: null });
    expect(products.errors?.[0].message).toBe(
      'Sorting by COLLECTION is available only for the `Collection.products` query.',
    );
    const category = await gql(
      '{ category(slug: "camping") { products(first: 5, channel: "default-channel", sortBy: { field: COLLECTION, direction: ASC }) { edges { node { id } } } } }',
    );
    expect(category.errors?.[0].message).toMatch(/COLLECTION is available only/);
  });
});

describe('the cost of a collection query', () => {
  it("counts as Saleor's cost map does: the collection, its page of products and their fields", async () => {
    const response = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: `{ collection(slug: "summer-picks") { products(first: 10) { edges { node { thumbnail { url } collections { slug } } } } } }`,
      }),
    });
    const body = (await response.json()) as { extensions: { cost: { requestedQueryCost: number } } };
    // collection 1 + products 10 + (thumbnail + collections) x 10.
    expect(body.extensions.cost.requestedQueryCost).toBe(31);
  });

  it("counts menus, pages, variants, fulfillments and channels as Saleor's cost map does", async () => {
    const response = await fetch(`${service.url}/graphql/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: `{
          menu(slug: "navbar") { items { category { id } children { id } collection { id } page { id } } }
          menus(first: 3) { edges { node { id } } }
          page(slug: "about") { id }
          pages(first: 4) { edges { node { id } } }
          productVariant(sku: "NO-SUCH-SKU") { id }
          checkout(id: "Q2hlY2tvdXQ6eA==") { channel { slug } }
          order(id: "T3JkZXI6eA==") { channel { slug } fulfillments { lines { orderLine { id } } } }
        }`,
      }),
    });
    const body = (await response.json()) as { extensions: { cost: { requestedQueryCost: number } } };
    // menu 1 + items 1 + category, children, collection, page 4; menus 3; page 1; pages 4;
    // productVariant 1; checkout 1 + channel 1; order 1 + channel 1 + fulfillments 1 + lines 1 + orderLine 1.
    expect(body.extensions.cost.requestedQueryCost).toBe(22);
  });
});

describe('Product.collections', () => {
  it("lists the product's published collections only", async () => {
    const [inSummer] = await manualOrder('summer-picks');
    const [hoodie] = await manualOrder('winter-warmers');
    const QUERY = `query ($slug: String!) { product(slug: $slug, channel: "default-channel") {
      collections { slug name translation(languageCode: ZH_HANT) { name } } } }`;
    const summer = await gql<{ product: { collections: { slug: string }[] } }>(QUERY, { slug: inSummer });
    expect(summer.errors).toBeUndefined();
    expect(summer.data!.product.collections).toContainEqual({
      slug: 'summer-picks',
      name: 'Summer picks',
      translation: { name: '夏日精選' },
    });
    // Winter warmers is not published yet: its hoodies do not name it.
    const warm = await gql<{ product: { collections: { slug: string }[] } }>(QUERY, { slug: hoodie });
    expect(warm.data!.product.collections.map((c) => c.slug)).not.toContain('winter-warmers');
  });

  it('is read for a whole listing page in one query', async () => {
    await service.statements.clear();
    const listing = await gql<{ products: Page<{ collections: { slug: string }[] }> }>(
      '{ products(first: 30, channel: "default-channel") { edges { node { slug collections { slug } } } } }',
    );
    expect(listing.errors).toBeUndefined();
    const statements = await service.statements.list();
    expect(statements.filter((statement) => /FROM collection_product cp/.test(statement))).toHaveLength(1);
  });
});
