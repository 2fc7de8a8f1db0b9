import { readFileSync } from 'node:fs';
import { printedSchema } from '../../server/src/schema';
import { removeDataDir, startService, type Service } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Edge<T> {
  node: T;
  cursor: string;
}
interface Page<T> {
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    endCursor: string | null;
    startCursor: string | null;
  };
  edges: Edge<T>[];
}
type ProductNode = {
  id: string;
  name: string;
  slug: string;
  created: string;
  pricing: {
    priceRange: { start: { gross: { amount: number; currency: string } } };
    priceRangeUndiscounted: { start: { gross: { amount: number } } };
  };
};

const PRODUCTS = `query ($first: Int, $last: Int, $after: String, $before: String, $sortBy: ProductOrder, $filter: ProductFilterInput, $search: String) {
  products(first: $first, last: $last, after: $after, before: $before, sortBy: $sortBy, filter: $filter, search: $search, channel: "default-channel") {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id name slug created pricing { priceRange { start { gross { amount currency } } } priceRangeUndiscounted { start { gross { amount } } } } } }
  }
}`;

async function products(variables: Record<string, unknown>) {
  const result = await service.gql<{ products: Page<ProductNode> }>(PRODUCTS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.products;
}

describe('the schema', () => {
  it('is printed to server/schema.graphql (run npm run schema:print when this fails)', () => {
    expect(readFileSync('server/schema.graphql', 'utf8')).toBe(`${printedSchema()}\n`);
  });
});

describe('categories', () => {
  it('form a tree at least three levels deep with eight or more categories', async () => {
    const { data } = await service.gql<{ all: Page<{ level: number }>; top: Page<{ slug: string }> }>(
      '{ all: categories(first: 100) { totalCount edges { node { level } } } top: categories(level: 0, first: 10) { edges { node { slug } } } }',
    );
    expect(data!.all.totalCount).toBeGreaterThanOrEqual(8);
    expect(Math.max(...data!.all.edges.map((e) => e.node.level))).toBeGreaterThanOrEqual(2);
    expect(data!.top.edges.map((e) => e.node.slug)).toContain('apparel');
  });

  it('answer by slug with ancestors, children, products, a banner and SEO fields', async () => {
    const { data } = await service.gql<{
      category: Record<string, unknown> & {
        ancestors: Page<{ slug: string }>;
        products: Page<unknown>;
        backgroundImage: { url: string; alt: string };
      };
    }>(
      `{ category(slug: "t-shirts") { name seoTitle seoDescription description
          ancestors(first: 10) { edges { node { slug } } } products(first: 5, channel: "default-channel") { totalCount }
          backgroundImage(size: 1200) { url alt } } }`,
    );
    const category = data!.category;
    expect(category.ancestors.edges.map((e) => e.node.slug)).toEqual(['apparel', 'tops']);
    expect(category.products.totalCount).toBeGreaterThan(0);
    expect(JSON.parse(category.description as string).blocks[0].type).toBe('paragraph');
    expect(category.seoTitle).toBeTruthy();
    const image = await fetch(category.backgroundImage.url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answer an unknown slug with null', async () => {
    expect((await service.gql('{ category(slug: "no-such-thing") { id } }')).data).toEqual({
      category: null,
    });
  });
});

describe('products', () => {
  it('number at least sixty, each priced in USD', async () => {
    const page = await products({ first: 100 });
    expect(page.totalCount).toBeGreaterThanOrEqual(60);
    expect(page.edges.every((e) => e.node.pricing.priceRange.start.gross.currency === 'USD')).toBe(true);
  });

  it('page forwards and backwards with cursors, without gaps or repeats', async () => {
    const first = await products({ first: 10 });
    const second = await products({ first: 10, after: first.pageInfo.endCursor });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const all = await products({ first: 20 });
    expect([...first.edges, ...second.edges].map((e) => e.node.id)).toEqual(all.edges.map((e) => e.node.id));
    const back = await products({ last: 10, before: second.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.map((e) => e.node.id));
  });

  it("refuse more than 100 records with Saleor's message", async () => {
    const result = await service.gql(PRODUCTS, { first: 101 });
    expect(result.errors?.[0].message).toBe(
      'Requesting 101 records on the `products` connection exceeds the `first` limit of 100 records.',
    );
    const none = await service.gql(PRODUCTS, {});
    expect(none.errors?.[0].message).toBe(
      'You must provide a `first` or `last` value to properly paginate the `products` connection.',
    );
  });

  it('refuse a cursor that is not one', async () => {
    const result = await service.gql(PRODUCTS, { first: 5, after: 'bm90LWEtY3Vyc29y' });
    expect(result.errors?.[0].message).toBe('Received cursor is invalid.');
  });

  it('sort by price both ways, by name and by creation date', async () => {
    // As Saleor's PRICE: the cheapest variant's listing price, before any sale (MINIMAL_PRICE is the sale one).
    const amounts = (page: Page<ProductNode>) =>
      page.edges.map((e) => e.node.pricing.priceRangeUndiscounted.start.gross.amount);
    const up = amounts(await products({ first: 100, sortBy: { field: 'PRICE', direction: 'ASC' } }));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = amounts(await products({ first: 100, sortBy: { field: 'PRICE', direction: 'DESC' } }));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await products({ first: 100, sortBy: { field: 'NAME', direction: 'ASC' } })).edges.map(
      (e) => e.node.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const created = (
      await products({ first: 100, sortBy: { field: 'CREATED_AT', direction: 'DESC' } })
    ).edges.map((e) => e.node.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filter by a category including its subcategories, by price range and by attribute values', async () => {
    const { data } = await service.gql<{ category: { id: string } }>('{ category(slug: "apparel") { id } }');
    const apparel = await products({ first: 100, filter: { categories: [data!.category.id] } });
    expect(apparel.totalCount).toBeGreaterThan(10);
    const cheap = await products({ first: 100, filter: { price: { lte: 15 } } });
    expect(cheap.edges.every((e) => e.node.pricing.priceRange.start.gross.amount <= 15)).toBe(true);
    expect(cheap.totalCount).toBeLessThan(apparel.totalCount + 100);
    const xl = await products({ first: 100, filter: { attributes: [{ slug: 'size', values: ['xl'] }] } });
    expect(xl.totalCount).toBeGreaterThan(0);
    expect(xl.totalCount).toBeLessThan((await products({ first: 1 })).totalCount);
  });

  it('filter by price as Saleor does: some variant priced within the range', async () => {
    const { data } = await service.gql<{
      products: Page<{ slug: string; variants: { pricing: { price: { gross: { amount: number } } } }[] }>;
    }>(
      '{ products(first: 100, channel: "default-channel") { edges { node { slug variants { pricing { price { gross { amount } } } } } } } }',
    );
    const prices = (slug: string) =>
      data!.products.edges
        .find((e) => e.node.slug === slug)!
        .node.variants.map((v) => v.pricing.price.gross.amount);
    const gte = 20;
    const lte = 40;
    const expected = data!.products.edges
      .filter((e) => prices(e.node.slug).some((p) => p >= gte && p <= lte))
      .map((e) => e.node.slug)
      .sort();
    const found = await products({ first: 100, filter: { price: { gte, lte } } });
    expect(found.edges.map((e) => e.node.slug).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('search by name, description and SKU', async () => {
    expect((await products({ first: 10, search: 'selvedge' })).edges.map((e) => e.node.slug)).toContain(
      'slim-selvedge-jeans',
    );
    const { data } = await service.gql<{ product: { variants: { sku: string }[] } }>(
      '{ product(slug: "kenya-aa", channel: "default-channel") { variants { sku } } }',
    );
    const sku = data!.product.variants[0].sku;
    expect((await products({ first: 10, search: sku.toLowerCase() })).edges.map((e) => e.node.slug)).toEqual([
      'kenya-aa',
    ]);
    expect((await products({ first: 10, search: 'roasted to order' })).totalCount).toBeGreaterThan(0);
  });

  it('answer by slug with variants, attributes, stock, media and product type', async () => {
    const { data } = await service.gql<{ product: Record<string, never> }>(
      `{ product(slug: "everyday-crew-tee", channel: "default-channel") {
          name isAvailable productType { isShippingRequired hasVariants } category { slug }
          thumbnail(size: 256) { url alt } media { url alt }
          variants { name sku quantityAvailable pricing { price { gross { amount currency } } }
            attributes { attribute { slug } values { name slug } } } } }`,
    );
    const product = data!.product as unknown as {
      productType: { isShippingRequired: boolean };
      variants: { attributes: { attribute: { slug: string } }[]; quantityAvailable: number }[];
      thumbnail: { url: string; alt: string };
      category: { slug: string };
    };
    expect(product.productType.isShippingRequired).toBe(true);
    expect(product.category.slug).toBe('t-shirts');
    expect(product.variants.length).toBeGreaterThanOrEqual(5 * 3);
    expect(product.variants[0].attributes.map((a) => a.attribute.slug).sort()).toEqual(['colour', 'size']);
    expect(product.thumbnail.alt).toContain('Everyday Crew Tee');
    expect((await fetch(product.thumbnail.url)).status).toBe(200);
  });

  it('include digital products that need no shipping, sold-out products and ones with 1 to 3 left', async () => {
    const { data } = await service.gql<{
      products: Page<{
        productType: { isShippingRequired: boolean };
        variants: { quantityAvailable: number }[];
      }>;
    }>(
      '{ products(first: 100, channel: "default-channel") { edges { node { productType { isShippingRequired } variants { quantityAvailable } } } } }',
    );
    const nodes = data!.products.edges.map((e) => e.node);
    expect(nodes.some((n) => !n.productType.isShippingRequired)).toBe(true);
    expect(nodes.some((n) => n.variants.every((v) => v.quantityAvailable === 0))).toBe(true);
    expect(
      nodes.some((n) => n.variants.some((v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3)),
    ).toBe(true);
  });

  it('give each product its default variant: its first, the one a listing saves to the wishlist', async () => {
    const { data } = await service.gql<{
      products: Page<{ slug: string; defaultVariant: { id: string } | null; variants: { id: string }[] }>;
    }>(
      '{ products(first: 100, channel: "default-channel") { edges { node { slug defaultVariant { id } variants { id } } } } }',
    );
    const nodes = data!.products.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(20);
    for (const node of nodes) expect(node.defaultVariant?.id).toBe(node.variants[0].id);
  });

  it("answer an unknown slug with null, and an id that is not one with Saleor's error", async () => {
    expect((await service.gql('{ product(slug: "nope", channel: "default-channel") { id } }')).data).toEqual({
      product: null,
    });
    const bad = await service.gql('{ product(id: "garbage", channel: "default-channel") { id } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid ID: garbage. Expected: Product.',
      extensions: { exception: { code: 'GraphQLError' } },
    });
    // An unknown channel answers as Saleor does: no product, no variant, an empty list; no error.
    const unknownChannel = await service.gql(`{
      product(slug: "kenya-aa", channel: "mars") { id }
      productVariant(sku: "NO-SUCH-SKU", channel: "mars") { id }
      products(first: 5, channel: "mars") { totalCount edges { node { id } } }
      category(slug: "apparel") { products(first: 5, channel: "mars") { totalCount edges { node { id } } } }
    }`);
    expect(unknownChannel.errors).toBeUndefined();
    expect(unknownChannel.data).toEqual({
      product: null,
      productVariant: null,
      products: { totalCount: 0, edges: [] },
      category: { products: { totalCount: 0, edges: [] } },
    });
  });
});

describe('attributes (the filters of a listing)', () => {
  type AttributeNode = {
    id: string;
    name: string;
    slug: string;
    choices: Page<{ name: string; slug: string }>;
  };
  const ATTRIBUTES = `query ($filter: AttributeFilterInput, $search: String, $first: Int, $last: Int, $after: String) {
    attributes(filter: $filter, search: $search, channel: "default-channel", first: $first, last: $last, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage endCursor }
      edges { node { id name slug choices(first: 50) { totalCount edges { node { name slug } } } } }
    }
  }`;
  async function attributes(variables: Record<string, unknown>) {
    const result = await service.gql<{ attributes: Page<AttributeNode> }>(ATTRIBUTES, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.attributes;
  }
  const categoryId = async (slug: string) =>
    (await service.gql<{ category: { id: string } }>(`{ category(slug: "${slug}") { id } }`)).data!.category
      .id;

  it('list every attribute with its values, sorted by name, paged like any connection', async () => {
    const all = await attributes({ first: 10 });
    expect(all.edges.map((e) => e.node.slug)).toEqual(['colour', 'material', 'size']);
    expect(all.totalCount).toBe(3);
    const size = all.edges.find((e) => e.node.slug === 'size')!.node;
    expect(size.choices.edges.map((e) => e.node.slug)).toEqual(expect.arrayContaining(['s', 'm', 'xl']));
    const first = await attributes({ first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await attributes({ first: 1, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.slug)).toEqual(['material']);
    expect((await attributes({ last: 1 })).edges.map((e) => e.node.slug)).toEqual(['size']);
  });

  it('narrow to those a category (with its subcategories) uses, by slug and by search', async () => {
    // Mugs and coffee carry a material but no size; apparel has all three through its subcategories.
    const kitchen = await attributes({ first: 10, filter: { inCategory: await categoryId('home-kitchen') } });
    expect(kitchen.edges.map((e) => e.node.slug)).not.toContain('size');
    expect(kitchen.edges.map((e) => e.node.slug)).toContain('material');
    const apparel = await attributes({ first: 10, filter: { inCategory: await categoryId('apparel') } });
    expect(apparel.edges.map((e) => e.node.slug)).toEqual(['colour', 'material', 'size']);
    expect(
      (await attributes({ first: 10, filter: { slugs: ['size'] } })).edges.map((e) => e.node.name),
    ).toEqual(['Size']);
    expect((await attributes({ first: 10, search: 'COL' })).edges.map((e) => e.node.slug)).toEqual([
      'colour',
    ]);
    expect((await attributes({ first: 10, filter: { search: 'mat' } })).totalCount).toBe(1);
  });

  it("refuse a page without first or last, and an unknown channel, with Saleor's messages", async () => {
    const none = await service.gql('{ attributes { edges { node { id } } } }');
    expect(none.errors?.[0].message).toBe(
      'You must provide a `first` or `last` value to properly paginate the `attributes` connection.',
    );
    const mars = await service.gql('{ attributes(first: 5, channel: "mars") { edges { node { id } } } }');
    expect(mars.errors?.[0].message).toBe("Channel with 'mars' slug does not exist.");
  });

  it('give values a listing can filter by: each value of a category narrows its products', async () => {
    const apparelId = await categoryId('apparel');
    const apparel = await attributes({ first: 10, filter: { inCategory: apparelId } });
    const size = apparel.edges.find((e) => e.node.slug === 'size')!.node;
    const value = size.choices.edges[0].node.slug;
    const all = await products({ first: 100, filter: { categories: [apparelId] } });
    const some = await products({
      first: 100,
      filter: { categories: [apparelId], attributes: [{ slug: 'size', values: [value] }] },
    });
    expect(some.totalCount).toBeGreaterThan(0);
    expect(some.totalCount).toBeLessThanOrEqual(all.totalCount);
  });
});

describe('checkout lookup', () => {
  it('answers an unknown checkout with null', async () => {
    const id = Buffer.from('Checkout:5d3e1c7a-2b6f-4f4e-9a51-8f0f2c1d9e10').toString('base64');
    expect((await service.gql('query ($id: ID) { checkout(id: $id) { id } }', { id })).data).toEqual({
      checkout: null,
    });
  });
});
