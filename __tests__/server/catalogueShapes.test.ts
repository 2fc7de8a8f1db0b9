import { removeDataDir, startService, type Service } from './harness';

// Saleor 3.23's catalogue shapes beside the older ones, over HTTP against the embedded service:
// products(where), Product.productVariants, Query.productVariant, assignedAttributes,
// thumbnail(format) and the RATING and MINIMAL_PRICE sorts.

let service: Service;
beforeAll(async () => {
  service = await startService({ owner: true });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const CHANNEL = 'default-channel';

interface Node {
  id: string;
  slug: string;
  name: string;
}

async function slugsWhere(where: unknown, extra = '') {
  const { data, errors } = await service.gql<{ products: { totalCount: number; edges: { node: Node }[] } }>(
    `query ($where: ProductWhereInput) { products(first: 100, channel: "${CHANNEL}", where: $where ${extra}) {
       totalCount edges { node { id slug name } } } }`,
    { where },
  );
  expect(errors).toBeUndefined();
  return data!.products.edges.map((edge) => edge.node.slug).sort();
}

const sqlSlugs = async (sql: string) =>
  (await service.sql<{ slug: string }>(sql)).map((row) => row.slug).sort();

describe('products(where)', () => {
  it('filters by ids, name, slug, category, product type and availability as the SQL says', async () => {
    const [first, second] = await service.sql<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM product ORDER BY id LIMIT 2',
    );
    const productId = (pk: number) => Buffer.from(`Product:${pk}`).toString('base64');
    expect(await slugsWhere({ ids: [productId(first.id), productId(second.id)] })).toEqual(
      [first.slug, second.slug].sort(),
    );
    expect(await slugsWhere({ name: { eq: first.name } })).toEqual(
      await sqlSlugs(`SELECT slug FROM product WHERE name = '${first.name.replace(/'/g, "''")}'`),
    );
    expect(await slugsWhere({ slug: { oneOf: [first.slug, second.slug, 'no-such-product'] } })).toEqual(
      [first.slug, second.slug].sort(),
    );

    const [category] = await service.sql<{ id: number }>(
      'SELECT category_id AS id FROM product GROUP BY category_id ORDER BY count(*) DESC LIMIT 1',
    );
    const categoryId = Buffer.from(`Category:${category.id}`).toString('base64');
    expect(await slugsWhere({ category: { eq: categoryId } })).toEqual(
      await sqlSlugs(`SELECT slug FROM product WHERE category_id = ${category.id}`),
    );
    const [type] = await service.sql<{ id: number }>('SELECT product_type_id AS id FROM product LIMIT 1');
    expect(
      await slugsWhere({
        productType: { oneOf: [Buffer.from(`ProductType:${type.id}`).toString('base64')] },
      }),
    ).toEqual(await sqlSlugs(`SELECT slug FROM product WHERE product_type_id = ${type.id}`));
  });

  it('reads isAvailable as available for purchase (every product today), not stock, as Saleor does', async () => {
    const soldOut =
      await sqlSlugs(`SELECT p.slug FROM product p WHERE (SELECT COALESCE(sum(s.quantity - s.quantity_allocated), 0)
      FROM stock s JOIN product_variant v ON v.id = s.variant_id WHERE v.product_id = p.id) <= 0`);
    expect(soldOut.length).toBeGreaterThan(0);
    const [{ count }] = await service.sql<{ count: number }>('SELECT count(*)::int AS count FROM product');
    const total = async (args: string) => {
      const { data, errors } = await service.gql<{ products: { totalCount: number } }>(
        `{ products(first: 1, channel: "${CHANNEL}", ${args}) { totalCount } }`,
      );
      expect(errors).toBeUndefined();
      return data!.products.totalCount;
    };
    // A sold-out product is still available for purchase: it is found by isAvailable: true.
    expect(await total('where: { isAvailable: true }')).toBe(count);
    expect(await total('filter: { isAvailable: true }')).toBe(count);
    expect(await total('where: { isAvailable: false }')).toBe(0);
    expect(await total('filter: { isAvailable: false }')).toBe(0);
  });

  it('refuses eq together with oneOf, as Saleor does', async () => {
    const [product] = await service.sql<{ slug: string }>('SELECT slug FROM product ORDER BY id LIMIT 1');
    for (const where of [
      `{ slug: { eq: "${product.slug}", oneOf: ["${product.slug}"] } }`,
      '{ price: { eq: 10, oneOf: [10] } }',
      '{ category: { eq: "Q2F0ZWdvcnk6MQ==", oneOf: ["Q2F0ZWdvcnk6MQ=="] } }',
    ]) {
      const result = await service.gql<{ products: null }>(
        `{ products(first: 5, channel: "${CHANNEL}", where: ${where}) { totalCount } }`,
      );
      expect(result.data?.products ?? null).toBeNull();
      expect(result.errors?.[0].message).toBe('Only one option can be specified.');
    }
  });

  it('filters by a variant price (eq, oneOf, range) and by attribute values', async () => {
    const [variant] = await service.sql<{ price: string }>(
      'SELECT price_amount::text AS price FROM product_variant ORDER BY id LIMIT 1',
    );
    const withPrice = (condition: string) =>
      sqlSlugs(
        `SELECT DISTINCT p.slug FROM product p JOIN product_variant v ON v.product_id = p.id WHERE ${condition}`,
      );
    expect(await slugsWhere({ price: { eq: variant.price } })).toEqual(
      await withPrice(`v.price_amount = ${variant.price}`),
    );
    expect(await slugsWhere({ price: { oneOf: [Number(variant.price), 1234.56] } })).toEqual(
      await withPrice(`v.price_amount IN (${variant.price}, 1234.56)`),
    );
    expect(await slugsWhere({ price: { range: { gte: 10, lte: 20 } } })).toEqual(
      await withPrice('v.price_amount BETWEEN 10 AND 20'),
    );

    const [value] = await service.sql<{ attribute: string; value: string }>(
      `SELECT a.slug AS attribute, av.slug AS value FROM product_attribute_value pav
         JOIN attribute_value av ON av.id = pav.value_id JOIN attribute a ON a.id = av.attribute_id LIMIT 1`,
    );
    const byAttribute = await slugsWhere({ attributes: [{ slug: value.attribute, values: [value.value] }] });
    expect(byAttribute.length).toBeGreaterThan(0);
    // The same products as the older `filter` finds with the same attribute (the SQL is shared).
    expect(byAttribute).toEqual(
      await slugsWhere(
        null,
        `, filter: { attributes: [{ slug: "${value.attribute}", values: ["${value.value}"] }] }`,
      ),
    );
  });

  it('combines conditions with AND and OR, and refuses mixing them with fields', async () => {
    const [a, b, c] = await service.sql<{ slug: string }>('SELECT slug FROM product ORDER BY id LIMIT 3');
    expect(await slugsWhere({ OR: [{ slug: { eq: a.slug } }, { slug: { eq: b.slug } }] })).toEqual(
      [a.slug, b.slug].sort(),
    );
    expect(
      await slugsWhere({
        AND: [
          { slug: { oneOf: [a.slug, b.slug, c.slug] } },
          { OR: [{ slug: { eq: c.slug } }, { slug: { eq: a.slug } }] },
        ],
      }),
    ).toEqual([a.slug, c.slug].sort());

    const mixed = await service.gql(
      `{ products(first: 5, channel: "${CHANNEL}", where: { slug: { eq: "${a.slug}" }, OR: [{ slug: { eq: "${b.slug}" } }] }) { totalCount } }`,
    );
    expect(mixed.errors?.[0].message).toBe('Cannot mix operators with other filter inputs.');
  });

  it('refuses `where` together with `filter`, as Saleor does', async () => {
    const result = await service.gql<{ products: null }>(
      `{ products(first: 5, channel: "${CHANNEL}", where: { isAvailable: true }, filter: { isAvailable: true }) { totalCount } }`,
    );
    expect(result.data?.products ?? null).toBeNull();
    expect(result.errors?.[0].message).toBe(
      'Only one filtering argument (filter or where) can be specified.',
    );
  });

  it('takes an empty `filter` beside `where` (only an argument with a field counts)', async () => {
    const [product] = await service.sql<{ slug: string }>('SELECT slug FROM product ORDER BY id LIMIT 1');
    expect(await slugsWhere({ slug: { eq: product.slug } }, ', filter: {}')).toEqual([product.slug]);
  });

  it('applies a search beside `where` (both must match)', async () => {
    const [product] = await service.sql<{ slug: string; name: string }>(
      'SELECT slug, name FROM product ORDER BY id LIMIT 1',
    );
    const word = product.name.split(/\s+/)[0];
    const searched = await slugsWhere({ slug: { eq: product.slug } }, `, search: ${JSON.stringify(word)}`);
    expect(searched).toEqual([product.slug]);
    expect(await slugsWhere({ slug: { eq: product.slug } }, ', search: "zzzznothing"')).toEqual([]);
  });
});

describe('variants', () => {
  interface VariantPage {
    totalCount: number;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      endCursor: string | null;
      startCursor: string | null;
    };
    edges: { node: { id: string; sku: string } }[];
  }

  it('pages Product.productVariants in the order of Product.variants, on every product of a listing', async () => {
    const query = `query ($after: String) { products(first: 20, channel: "${CHANNEL}", sortBy: { field: NAME, direction: ASC }) {
        edges { node { slug variants { id sku } productVariants(first: 2, after: $after) {
          totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id sku } } } } } } }`;
    const { data, errors } = await service.gql<{
      products: {
        edges: { node: { slug: string; variants: { id: string }[]; productVariants: VariantPage } }[];
      };
    }>(query);
    expect(errors).toBeUndefined();
    for (const { node } of data!.products.edges) {
      expect(node.productVariants.totalCount).toBe(node.variants.length);
      expect(node.productVariants.edges.map((edge) => edge.node.id)).toEqual(
        node.variants.slice(0, 2).map((variant) => variant.id),
      );
      expect(node.productVariants.pageInfo.hasNextPage).toBe(node.variants.length > 2);
      expect(node.productVariants.pageInfo.hasPreviousPage).toBe(false);
    }

    // Walking one product's variants page by page gives them all, once each.
    const many = data!.products.edges.find((edge) => edge.node.variants.length > 2)!.node;
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data: { product: { productVariants: VariantPage } } | null } = await service.gql(
        `query ($slug: String, $after: String) { product(slug: $slug, channel: "${CHANNEL}") {
           productVariants(first: 2, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id sku } } } } }`,
        { slug: many.slug, after },
      );
      const connection: VariantPage = page.data!.product.productVariants;
      walked.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(walked).toEqual(many.variants.map((variant) => variant.id));

    const last = await service.gql<{ product: { productVariants: VariantPage } }>(
      `{ product(slug: "${many.slug}", channel: "${CHANNEL}") { productVariants(last: 1) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id sku } } } } }`,
    );
    expect(last.data!.product.productVariants.edges.map((edge) => edge.node.id)).toEqual([
      many.variants.at(-1)!.id,
    ]);
    expect(last.data!.product.productVariants.pageInfo.hasPreviousPage).toBe(true);

    const bad = await service.gql(
      `{ product(slug: "${many.slug}", channel: "${CHANNEL}") { productVariants(first: 2, after: "bm9wZQ==") { totalCount } } }`,
    );
    expect(bad.errors?.[0].message).toBe('Received cursor is invalid.');
  });

  it("reads every listed product's variants in one statement, whatever the page size", async () => {
    const count = async (first: number) => {
      await service.statements.clear();
      const { errors } = await service.gql(
        `{ products(first: ${first}, channel: "${CHANNEL}") { edges { node { productVariants(first: 5) { edges { node { id sku } } }
           assignedAttributes { attribute { slug } } } } } }`,
      );
      expect(errors).toBeUndefined();
      return (await service.statements.list()).length;
    };
    expect(await count(20)).toBe(await count(3));
  });

  it('answers productVariant by id and by SKU, null for an unknown one, and needs one of them', async () => {
    const [row] = await service.sql<{ id: number; sku: string; name: string }>(
      'SELECT id, sku, name FROM product_variant WHERE sku IS NOT NULL ORDER BY id LIMIT 1',
    );
    const id = Buffer.from(`ProductVariant:${row.id}`).toString('base64');
    const query = `query ($id: ID, $sku: String) { productVariant(id: $id, sku: $sku, channel: "${CHANNEL}") {
      id sku name product { id } pricing { price { gross { amount currency } } } } }`;
    const byId = await service.gql<{ productVariant: { id: string; sku: string; pricing: unknown } }>(query, {
      id,
    });
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.productVariant).toMatchObject({ id, sku: row.sku, name: row.name });
    expect(byId.data!.productVariant.pricing).not.toBeNull();
    const bySku = await service.gql<{ productVariant: { id: string } }>(query, { sku: row.sku });
    expect(bySku.data!.productVariant.id).toBe(id);
    expect((await service.gql(query, { sku: 'NO-SUCH-SKU' })).data).toEqual({ productVariant: null });
    expect(
      (await service.gql(query, { id: Buffer.from('ProductVariant:999999').toString('base64') })).data,
    ).toEqual({ productVariant: null });
    const neither = await service.gql(query, {});
    expect(neither.errors?.[0].message).toBe(
      "At least one of arguments is required: 'id', 'sku', 'external_reference'.",
    );
    const both = await service.gql(query, { id, sku: row.sku });
    expect(both.errors?.[0].message).toBe("Argument 'id' cannot be combined with 'sku'");
  });
});

describe('assignedAttributes', () => {
  it('answers the attributes of a product and a variant as single choices with their values and translations', async () => {
    const [row] = await service.sql<{ slug: string }>(
      `SELECT p.slug FROM product p WHERE EXISTS (SELECT 1 FROM product_attribute_value WHERE product_id = p.id)
         AND EXISTS (SELECT 1 FROM product_variant v JOIN variant_attribute_value vav ON vav.variant_id = v.id WHERE v.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
    );
    const fields = `attribute { slug } ... on AssignedSingleChoiceAttribute { value { name slug translation(languageCode: ZH_HANS) } }
      ... on AssignedMultiChoiceAttribute { values: value { name slug } }`;
    const { data, errors } = await service.gql<{
      product: {
        attributes: { attribute: { slug: string }; values: { name: string; slug: string }[] }[];
        assignedAttributes: {
          attribute: { slug: string };
          value?: { name: string; slug: string };
          values?: unknown[];
        }[];
        variants: {
          attributes: { attribute: { slug: string }; values: { slug: string }[] }[];
          assignedAttributes: { attribute: { slug: string }; value?: { slug: string } }[];
        }[];
        limited: unknown[];
      };
    }>(
      `{ product(slug: "${row.slug}", channel: "${CHANNEL}") {
          attributes { attribute { slug } values { name slug } }
          assignedAttributes { __typename ${fields} }
          limited: assignedAttributes(limit: 1) { attribute { slug } }
          variants { attributes { attribute { slug } values { slug } } assignedAttributes { ${fields} } } } }`,
    );
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product.assignedAttributes.map((entry) => entry.attribute.slug)).toEqual(
      product.attributes.map((entry) => entry.attribute.slug),
    );
    product.attributes.forEach((selected, i) => {
      const entry = product.assignedAttributes[i];
      if (selected.values.length === 1) expect(entry.value).toMatchObject(selected.values[0]);
      else expect(entry.values).toHaveLength(selected.values.length);
    });
    expect(product.limited).toHaveLength(Math.min(1, product.attributes.length));
    for (const variant of product.variants) {
      expect(variant.assignedAttributes.map((entry) => [entry.attribute.slug, entry.value?.slug])).toEqual(
        variant.attributes.map((entry) => [entry.attribute.slug, entry.values[0]?.slug]),
      );
    }
  });
});

describe('thumbnail(format)', () => {
  it("accepts Saleor's formats on thumbnails, media and category images, and the URL it answers serves an image", async () => {
    const { data, errors } = await service.gql<{
      products: {
        edges: { node: { webp: { url: string }; original: { url: string }; media: { url: string }[] } }[];
      };
    }>(
      `{ products(first: 1, channel: "${CHANNEL}") { edges { node {
          webp: thumbnail(size: 256, format: WEBP) { url } original: thumbnail(size: 256) { url }
          media { url(size: 512, format: AVIF) } } } } }`,
    );
    expect(errors).toBeUndefined();
    const node = data!.products.edges[0].node;
    const response = await fetch(node.webp.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect((await fetch(node.media[0].url)).status).toBe(200);
    const bad = await service.gql(
      `{ products(first: 1, channel: "${CHANNEL}") { edges { node { thumbnail(format: GIF) { url } } } } }`,
    );
    expect(bad.errors?.[0].message).toMatch(/ThumbnailFormatEnum/);
  });
});

describe('sorts', () => {
  const order = async (field: string, direction = 'ASC') => {
    const slugs: string[] = [];
    let after: string | null = null;
    do {
      const result: {
        data: {
          products: {
            pageInfo: { hasNextPage: boolean; endCursor: string };
            edges: {
              node: {
                slug: string;
                rating: number | null;
                pricing: { priceRange: { start: { gross: { amount: number } } } };
              };
            }[];
          };
        } | null;
        errors?: unknown;
      } = await service.gql(
        `query ($after: String) { products(first: 7, after: $after, channel: "${CHANNEL}", sortBy: { field: ${field}, direction: ${direction} }) {
            pageInfo { hasNextPage endCursor } edges { node { slug rating pricing { priceRange { start { gross { amount } } } } } } } }`,
        { after },
      );
      expect(result.errors).toBeUndefined();
      const page = result.data!.products;
      slugs.push(...page.edges.map((edge) => JSON.stringify(edge.node)));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return slugs.map(
      (text) =>
        JSON.parse(text) as {
          slug: string;
          rating: number | null;
          pricing: { priceRange: { start: { gross: { amount: number } } } };
        },
    );
  };

  it('sorts by RATING, unrated products last going up and first going down, every product once across pages', async () => {
    // A third of the products unrated, across page boundaries (pages of 7).
    const kept = await service.sql<{ id: number; rating: number | null }>(
      'SELECT id, rating FROM product WHERE id % 3 = 0',
    );
    await service.sql('UPDATE product SET rating = NULL WHERE id % 3 = 0');
    try {
      await expectRatingOrder();
    } finally {
      for (const row of kept)
        await service.sql(`UPDATE product SET rating = ${row.rating ?? 'NULL'} WHERE id = ${row.id}`);
    }
  });

  async function expectRatingOrder() {
    const [{ n, unrated }] = await service.sql<{ n: number; unrated: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE rating IS NULL)::int AS unrated FROM product',
    );
    expect(unrated).toBeGreaterThan(7);
    expect(n - unrated).toBeGreaterThan(7);
    for (const direction of ['ASC', 'DESC']) {
      const nodes = await order('RATING', direction);
      expect(nodes).toHaveLength(n);
      expect(new Set(nodes.map((node) => node.slug)).size).toBe(n);
      // PostgreSQL's (and so Saleor's) order: nulls last ascending, first descending.
      const nulls = nodes.map((node) => node.rating == null);
      expect(nulls).toEqual(direction === 'ASC' ? [...nulls].sort() : [...nulls].sort().reverse());
      const ratings = nodes.flatMap((node) => (node.rating == null ? [] : [node.rating]));
      expect(ratings).toEqual([...ratings].sort((x, y) => (direction === 'ASC' ? x - y : y - x)));
    }
  }

  it('sorts by MINIMAL_PRICE: the lowest price after promotions, as the listing shows it (net of tax)', async () => {
    // A promotion that makes one product cheapest of all: MINIMAL_PRICE puts it first, PRICE does not.
    const [target] = await service.sql<{ id: number; slug: string }>(
      'SELECT id, slug FROM product ORDER BY min_price DESC, id LIMIT 1',
    );
    await service.sql(`WITH promo AS (INSERT INTO promotion (name, start_date) VALUES ('Test sale', now() - interval '1 day') RETURNING id),
      rule AS (INSERT INTO promotion_rule (promotion_id, channel_id, reward_value_type, reward_value)
               SELECT promo.id, c.id, 'PERCENTAGE', 99.9 FROM promo, channel c WHERE c.slug = '${CHANNEL}' RETURNING id)
      INSERT INTO promotion_rule_product (rule_id, product_id) SELECT rule.id, ${target.id} FROM rule`);
    const nodes = await order('MINIMAL_PRICE');
    expect(nodes[0].slug).toBe(target.slug);
    const starts = nodes.map((node) => node.pricing.priceRange.start.gross.amount);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const byPrice = await order('PRICE');
    expect(byPrice[0].slug).not.toBe(target.slug);
  });
});
