import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/database';
import type {
  AttributeFilterInput,
  CategoryFilterInput,
  AttributeInput,
  DecimalFilterInput,
  DecimalRangeInput,
  GlobalIdFilterInput,
  PriceRangeInput,
  ProductFilterInput,
  ProductOrder,
  ProductWhereInput,
  StringFilterInput,
} from '../graphql/generated/resolverTypes';
import type { Loader } from '../graphql/batchLoader';
import { intPkOf } from '../graphql/ids';
import type { KeysetQuery } from '../graphql/pagination';

// The catalogue's SQL and its rows: products, their variants, attribute values and pictures,
// categories and attributes. Every query of the catalogue is here; callers pass values, which go to
// the database as query parameters.

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  rating: string | null;
  created_at: Date;
  updated_at: Date;
  category_id: number | null;
  product_type_id: number;
  min_price: string | null;
  max_price: string | null;
  available: number;
  thumb_image: string | null;
  thumb_alt: string | null;
  /** Its tax class, else its product type's (none: the country's default rate). */
  tax_class_id: number | null;
  /** The currency of the channel the product was asked for in: its prices are in this one. */
  channel_currency?: string;
  /** The id of that channel (its promotions and taxes price the product). */
  channel_id?: number;
  /** The ids of the listing page this row is on: its attributes and variants load with theirs. */
  page_ids?: number[];
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  background_image: string | null;
  background_image_alt: string | null;
  level: number;
}

export interface ProductTypeRow {
  id: number;
  name: string;
  is_shipping_required: boolean;
  has_variants: boolean;
}

export interface VariantRow {
  id: number;
  product_id: number;
  name: string;
  sku: string | null;
  price_amount: string;
  /** Saleor's trackInventory: false when buying it takes nothing from its stock (a download). */
  track_inventory: boolean;
  /** Stock left (quantity on hand minus allocated); may be negative. */
  available: number;
  /** The currency of the channel the variant was asked for in, when known. */
  channel_currency?: string;
  /** The id of that channel, when known (else the first channel of that currency prices it). */
  channel_id?: number;
  /** What pricing needs of its product, when the product was read with it. */
  pricing_product?: ProductPricingFacts;
  /** Every variant loaded with this one: their attributes are then read in one query too. */
  batch_ids?: number[];
  /**
   * For variants read together by id (a checkout's lines, loaders.ts): their products' ids, and the
   * loader that reads those products in one query.
   */
  batch_product_ids?: number[];
  batch_products?: Loader<number, ProductRow | null>;
}

export interface MediaRow {
  id: number;
  image: string;
  alt: string;
  sort_order: number;
}

export interface AttributeRow {
  id: number;
  name: string;
  slug: string;
}

export interface ValueRow {
  attribute_id: number;
  attribute_name: string;
  attribute_slug: string;
  value_id: number;
  value_name: string;
  value_slug: string;
  value: string | null;
}

/** An attribute of a product or variant with the values it has there (Saleor's SelectedAttribute). */
export interface SelectedAttributeRow {
  attribute: AttributeRow;
  values: ValueRow[];
}

/** A row of a product's or variant's, and the id of the product or variant it belongs to. */
export type Owned<R> = R & { owner_id: number };

const CATEGORY_COLUMNS =
  'id, parent_id, name, slug, description, seo_title, seo_description, background_image, background_image_alt, level';
const VARIANT_COLUMNS = 'v.id, v.product_id, v.name, v.sku, v.price_amount, v.track_inventory';
const VALUE_COLUMNS = `a.id AS attribute_id, a.name AS attribute_name, a.slug AS attribute_slug,
  av.id AS value_id, av.name AS value_name, av.slug AS value_slug, av.value`;

/**
 * Full product rows for the given ids, with what listings show (price range, stock left, first
 * picture) gathered by joins over just these products: one query for a whole page.
 */
export async function productsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT p.id, p.name, p.slug, p.description, p.seo_title, p.seo_description, p.rating,
    p.created_at, p.updated_at, p.category_id, p.product_type_id, p.min_price, p.max_price,
    COALESCE(p.tax_class_id, pt.tax_class_id) AS tax_class_id,
    COALESCE(st.available, 0)::int AS available, th.image AS thumb_image, th.alt AS thumb_alt
  FROM product p
  JOIN product_type pt ON pt.id = p.product_type_id
  LEFT JOIN (SELECT v.product_id, sum(s.quantity - s.quantity_allocated) AS available
             FROM product_variant v JOIN stock s ON s.variant_id = v.id
             WHERE v.product_id = ANY($1::int[]) GROUP BY v.product_id) st ON st.product_id = p.id
  LEFT JOIN (SELECT DISTINCT ON (product_id) product_id, image, alt FROM product_media
             WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id) th ON th.product_id = p.id
  WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** What a variant's price depends on besides its own: its product's category and tax class. */
export interface ProductPricingFacts {
  id: number;
  category_id: number | null;
  tax_class_id: number | null;
}

export async function productPricingFacts(db: Queryable, ids: number[]): Promise<ProductPricingFacts[]> {
  const { rows } = await db.query<ProductPricingFacts>(
    `SELECT p.id, p.category_id, COALESCE(p.tax_class_id, pt.tax_class_id) AS tax_class_id
       FROM product p JOIN product_type pt ON pt.id = p.product_type_id WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** The first channel of each currency (for a variant read where only the currency is known). */
export async function channelsByCurrency(
  db: Queryable,
  currencies: string[],
): Promise<{ id: number; currency: string }[]> {
  const { rows } = await db.query<{ id: number; currency: string }>(
    `SELECT DISTINCT ON (currency_code) id, currency_code AS currency FROM channel
      WHERE currency_code = ANY($1::text[]) ORDER BY currency_code, id`,
    [currencies],
  );
  return rows;
}

export async function productById(db: Queryable, id: number): Promise<ProductRow | null> {
  return (await productsByIds(db, [id]))[0] ?? null;
}

export async function productBySlug(db: Queryable, slug: string): Promise<ProductRow | null> {
  const { rows } = await db.query<{ id: number }>('SELECT p.id FROM product p WHERE p.slug = $1', [slug]);
  return rows.length ? productById(db, rows[0].id) : null;
}

/** A product's pictures in their order. */
export async function productMedia(db: Queryable, productId: number): Promise<MediaRow[]> {
  const { rows } = await db.query<MediaRow>(
    'SELECT id, image, alt, sort_order FROM product_media WHERE product_id = $1 ORDER BY sort_order, id',
    [productId],
  );
  return rows;
}

export async function categoriesByIds(db: Queryable, ids: number[]): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM category WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

export async function categoryBySlug(db: Queryable, slug: string): Promise<CategoryRow | null> {
  const { rows } = await db.query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM category WHERE slug = $1`, [
    slug,
  ]);
  return rows[0] ?? null;
}

export async function productTypesByIds(db: Queryable, ids: number[]): Promise<ProductTypeRow[]> {
  const { rows } = await db.query<ProductTypeRow>(
    'SELECT id, name, is_shipping_required, has_variants FROM product_type WHERE id = ANY($1::int[])',
    [ids],
  );
  return rows;
}

/** Each product's default variant: its first (this schema keeps no explicit default). */
export async function defaultVariants(db: Queryable, productIds: number[]): Promise<VariantRow[]> {
  const { rows } = await db.query<VariantRow>(
    `SELECT DISTINCT ON (v.product_id) ${VARIANT_COLUMNS},
         COALESCE((SELECT sum(s.quantity - s.quantity_allocated) FROM stock s WHERE s.variant_id = v.id), 0)::int AS available
       FROM product_variant v WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.sort_order, v.id`,
    [productIds],
  );
  return rows;
}

/** The products' variants in their order, with stock left. */
export async function productVariants(db: Queryable, productIds: number[]): Promise<VariantRow[]> {
  const { rows } = await db.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS}, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
       FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id
       WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.sort_order, v.id`,
    [productIds],
  );
  return rows;
}

/** Variants by id, with their stock left. */
export async function variantsWithStock(db: Queryable, ids: number[]): Promise<VariantRow[]> {
  const { rows } = await db.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS}, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
         FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id WHERE v.id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** The products' own attribute values (material...), owned by product id. */
export async function productValues(db: Queryable, productIds: number[]): Promise<Owned<ValueRow>[]> {
  const { rows } = await db.query<Owned<ValueRow>>(
    `SELECT pav.product_id AS owner_id, ${VALUE_COLUMNS} FROM product_attribute_value pav
         JOIN attribute_value av ON av.id = pav.value_id JOIN attribute a ON a.id = av.attribute_id
       WHERE pav.product_id = ANY($1::int[]) ORDER BY a.id, av.sort_order`,
    [productIds],
  );
  return rows;
}

/** The variants' attribute values (size, colour), owned by variant id. */
export async function variantValues(db: Queryable, variantIds: number[]): Promise<Owned<ValueRow>[]> {
  const { rows } = await db.query<Owned<ValueRow>>(
    `SELECT vav.variant_id AS owner_id, ${VALUE_COLUMNS} FROM variant_attribute_value vav
         JOIN attribute_value av ON av.id = vav.value_id JOIN attribute a ON a.id = av.attribute_id
       WHERE vav.variant_id = ANY($1::int[]) ORDER BY a.id, av.sort_order`,
    [variantIds],
  );
  return rows;
}

/** The pictures linked to the variants (Saleor's VariantMedia), in the product's order, owned by variant id. */
export async function variantMedia(db: Queryable, variantIds: number[]): Promise<Owned<MediaRow>[]> {
  const { rows } = await db.query<Owned<MediaRow>>(
    `SELECT vm.variant_id AS owner_id, m.id, m.image, m.alt, m.sort_order
       FROM variant_media vm JOIN product_media m ON m.id = vm.media_id
       WHERE vm.variant_id = ANY($1::int[]) ORDER BY m.sort_order, m.id`,
    [variantIds],
  );
  return rows;
}

// Listings, paged by keysetPage: each query names its rows, its filters' parameters and its order.

const CATEGORY_ORDER = {
  sortExpr: "lpad(sort_order::text, 6, '0') || lower(name)",
  sortType: 'text' as const,
  descending: false,
};

/** Saleor's `categories`: by level, search, slugs or ids. */
export function categoryListQuery(args: {
  level?: number | null;
  filter?: CategoryFilterInput | null;
}): KeysetQuery {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.level != null) where.push(`level = $${params.push(args.level)}`);
  if (args.filter?.search)
    where.push(`lower(name) LIKE $${params.push(`%${args.filter.search.toLowerCase()}%`)}`);
  if (args.filter?.slugs?.length) where.push(`slug = ANY($${params.push(args.filter.slugs)}::text[])`);
  if (args.filter?.ids?.length)
    where.push(
      `id = ANY($${params.push(args.filter.ids.map((id) => intPkOf(id, 'Category') ?? -1))}::int[])`,
    );
  return {
    select: CATEGORY_COLUMNS,
    from: `FROM category ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    ...CATEGORY_ORDER,
  };
}

/** A category's ancestors, from its parent up. */
export function categoryAncestorsQuery(categoryId: number): KeysetQuery {
  return {
    select: CATEGORY_COLUMNS,
    from: `FROM (WITH RECURSIVE up AS (SELECT c.*, 0 AS depth FROM category c WHERE c.id = (SELECT parent_id FROM category WHERE id = $1)
            UNION ALL SELECT c.*, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id) SELECT * FROM up) ancestors`,
    params: [categoryId],
    sortExpr: 'level',
    sortType: 'int',
    descending: false,
  };
}

export function categoryChildrenQuery(categoryId: number): KeysetQuery {
  return {
    select: CATEGORY_COLUMNS,
    from: 'FROM category WHERE parent_id = $1',
    params: [categoryId],
    ...CATEGORY_ORDER,
  };
}

/**
 * Saleor's `attributes` query, for a storefront's filters: every attribute, or (inCategory) those
 * whose values some product of the category or its subcategories carries, on the product or on a
 * variant. Saleor answers inCategory from the product types of those products; here the values in
 * use say the same thing. Sorted by name.
 */
export function attributeListQuery(args: {
  search?: string | null;
  filter?: AttributeFilterInput | null;
}): KeysetQuery {
  const params: unknown[] = [];
  const where: string[] = [];
  const search = (args.search ?? args.filter?.search ?? '').trim();
  if (search) {
    const like = `$${params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`;
    where.push(`(lower(a.name) LIKE ${like} OR lower(a.slug) LIKE ${like})`);
  }
  if (args.filter?.slugs?.length) where.push(`a.slug = ANY($${params.push(args.filter.slugs)}::text[])`);
  if (args.filter?.ids?.length)
    where.push(
      `a.id = ANY($${params.push(args.filter.ids.map((id) => intPkOf(id, 'Attribute') ?? -1))}::int[])`,
    );
  if (args.filter?.inCategory) {
    const category = `$${params.push(intPkOf(args.filter.inCategory, 'Category') ?? -1)}`;
    where.push(`a.id IN (
      WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ${category}
        UNION SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id),
      products AS (SELECT p.id FROM product p WHERE p.category_id IN (SELECT id FROM tree))
      SELECT av.attribute_id FROM attribute_value av JOIN product_attribute_value pav ON pav.value_id = av.id
        WHERE pav.product_id IN (SELECT id FROM products)
      UNION
      SELECT av.attribute_id FROM attribute_value av JOIN variant_attribute_value vav ON vav.value_id = av.id
        JOIN product_variant v ON v.id = vav.variant_id WHERE v.product_id IN (SELECT id FROM products))`);
  }
  return {
    select: 'a.id, a.name, a.slug',
    from: `FROM attribute a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    sortExpr: 'lower(a.name)',
    sortType: 'text',
    descending: false,
  };
}

/** An attribute's values in their order. */
export function attributeChoicesQuery(attributeId: number): KeysetQuery {
  return {
    select: 'id, id AS value_id, name AS value_name, slug AS value_slug, value',
    from: 'FROM attribute_value WHERE attribute_id = $1',
    params: [attributeId],
    sortExpr: 'sort_order',
    sortType: 'int',
    descending: false,
  };
}

// Product search as Saleor 3.23 does it: the words are read web-search style (words ANDed, "or",
// -word, "a phrase"), accents are ignored, each word also matches as the start of a longer one
// ("tee" finds "tees", never "steel"), and the rank puts whole-word matches before prefix-only
// ones and the name before the description. Like Saleor, each product keeps its search vector (here
// rewritten by triggers as its rows change, so an edit is searchable at once, where Saleor reindexes
// with a short lag).

/** The non-empty searches of a products query: Saleor applies `search` and `filter.search` both. */
function searchTerms(args: ProductListArgs): string[] {
  return [args.search, args.filter?.search].flatMap((term) => (term?.trim() ? [term.trim()] : []));
}

/**
 * The join that gives each product row `search.document`, its search vector: stored in the row
 * (migration 009, which keeps it current with triggers) and indexed, so a search reads it.
 */
const SEARCH_DOCUMENT_JOIN = `CROSS JOIN LATERAL (SELECT p.search_document AS document) search`;

/**
 * The join that reads one search (the query parameter `param`) once for the whole query, as
 * `<alias>.whole` (every word whole) and `<alias>.prefix` (every word, or the start of one).
 */
function searchQueryJoin(param: string, alias: string): string {
  // Accents removed by the same function that removed them from the stored documents.
  const whole = `websearch_to_tsquery('simple', search_plain_text(${param}))`;
  // Every lexeme of the parsed query ('tee') becomes a prefix ('tee':*); the operators stay.
  const prefix = `regexp_replace(${whole}::text, '''(?:[^'']|'''')*''', '\\&:*', 'g')::tsquery`;
  return `CROSS JOIN (SELECT ${whole} AS whole, ${prefix} AS prefix) ${alias}`;
}

/** The condition a product must meet to match the search read as `alias`. */
const searchMatch = (alias: string) => `search.document @@ ${alias}.prefix`;

/**
 * Saleor's RANK: the whole-word rank counted twice plus the prefix rank, as a double. A page's cursor
 * holds the exact value the next page compares with (a double's shortest text reads back as the same
 * double, as numeric or as double). Not rounded to a numeric: converting every match's rank cost a
 * third of a search's database time.
 */
const searchRank = (alias: string) =>
  `(ts_rank(search.document, ${alias}.whole) * 2 + ts_rank(search.document, ${alias}.prefix))::float8`;

export interface ProductListArgs {
  filter?: ProductFilterInput | null;
  where?: ProductWhereInput | null;
  search?: string | null;
  sortBy?: ProductOrder | null;
}

const PRODUCT_ORDER: Record<string, Pick<KeysetQuery, 'sortExpr' | 'sortType'>> = {
  NAME: { sortExpr: 'lower(p.name)', sortType: 'text' },
  PRICE: { sortExpr: 'p.min_price', sortType: 'numeric' },
  CREATED_AT: { sortExpr: 'p.created_at', sortType: 'timestamptz' },
  // Saleor's DATE (deprecated) sorts by the last change, as LAST_MODIFIED_AT does.
  DATE: { sortExpr: 'p.updated_at', sortType: 'timestamptz' },
  LAST_MODIFIED_AT: { sortExpr: 'p.updated_at', sortType: 'timestamptz' },
  // A product here is published in its channel when it is created (no later publication date), so
  // PUBLISHED_AT and its deprecated name PUBLICATION_DATE sort by that moment.
  PUBLISHED_AT: { sortExpr: 'p.created_at', sortType: 'timestamptz' },
  PUBLICATION_DATE: { sortExpr: 'p.created_at', sortType: 'timestamptz' },
  // Unrated products sort last going up and first going down, as PostgreSQL's nulls (Saleor).
  RATING: { sortExpr: 'p.rating', sortType: 'numeric' },
};

/**
 * The one query a product listing needs: filters, search and sort, over every product or (scope)
 * those of some categories. Only ids: the page's rows are read in full afterwards (productsByIds),
 * so the per-row columns are computed for the twenty shown, not for every product matched.
 */
export function productListQuery(
  args: ProductListArgs,
  scope: { categoryIds?: number[]; collectionId?: number; channelId?: number } = {},
): KeysetQuery {
  // Only an argument with a field given counts (`filter: {}` beside `where` is no filter).
  const given = (input: object | null | undefined) =>
    input != null && Object.values(input).some((value) => value != null);
  if (given(args.filter) && given(args.where))
    throw new GraphQLError('Only one filtering argument (filter or where) can be specified.');
  const params: unknown[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  // A collection's products (Collection.products), with their place in its manual order.
  if (scope.collectionId != null)
    joins.push(
      `JOIN collection_product cp ON cp.product_id = p.id AND cp.collection_id = ${param(scope.collectionId)}`,
    );
  const collectionIds = (args.filter?.collections ?? []).map((id) => intPkOf(id, 'Collection') ?? -1);
  if (collectionIds.length)
    where.push(
      `p.id IN (SELECT product_id FROM collection_product WHERE collection_id = ANY(${param(collectionIds)}::int[]))`,
    );
  const categoryIds = [
    ...(scope.categoryIds ?? []),
    ...(args.filter?.categories ?? []).map((id) => intPkOf(id, 'Category') ?? -1),
  ];
  if (categoryIds.length) {
    // A category filter covers its subcategories, as Saleor's does.
    where.push(`p.category_id IN (
      WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ANY(${param(categoryIds)}::int[])
        UNION SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id)
      SELECT id FROM tree)`);
  }
  // Saleor applies the search argument and the filter's search both (words of each must match).
  const searches = searchTerms(args).map((term, i) => {
    joins.push(searchQueryJoin(param(term), `query${i}`));
    where.push(searchMatch(`query${i}`));
    return `query${i}`;
  });
  if (searches.length) joins.unshift(SEARCH_DOCUMENT_JOIN);
  const price = args.filter?.price;
  if (price) where.push(...priceConditions(price, param));
  where.push(...attributeConditions(args.filter?.attributes, param));
  if (args.filter?.isAvailable != null) where.push(availabilityCondition(args.filter.isAvailable));
  if (args.where) {
    const condition = whereCondition(args.where, param);
    if (condition) where.push(condition);
  }

  // A search without a sort field is ranked, best first, whatever direction was asked (as Saleor).
  const order = args.sortBy?.field
    ? { field: args.sortBy.field, direction: args.sortBy.direction }
    : searches.length
      ? { field: 'RANK', direction: 'DESC' }
      : { field: 'NAME', direction: args.sortBy?.direction ?? 'ASC' };
  if (order.field === 'RANK' && !searches.length)
    throw new GraphQLError(
      'Sorting by RANK is available only when using a search filter or search argument.',
    );
  // COLLECTION is the shop's manual order of a collection's products: it means nothing elsewhere.
  if (order.field === 'COLLECTION' && scope.collectionId == null)
    throw new GraphQLError('Sorting by COLLECTION is available only for the `Collection.products` query.');
  const sort: Pick<KeysetQuery, 'sortExpr' | 'sortType'> | undefined =
    order.field === 'RANK'
      ? { sortExpr: searchRank(searches[0]), sortType: 'numeric' }
      : order.field === 'COLLECTION'
        ? { sortExpr: 'cp.sort_order', sortType: 'int' }
        : order.field === 'MINIMAL_PRICE'
          ? { sortExpr: 'COALESCE(minimal.amount, p.min_price)', sortType: 'numeric' }
          : PRODUCT_ORDER[order.field];
  // The discounted minimum in the channel at this moment, read once as a join (the count uses the
  // same FROM; the planner drops the unused join there).
  if (order.field === 'MINIMAL_PRICE')
    joins.push(
      minimalPriceJoin(`${param(scope.channelId ?? -1)}::int`, `${param(new Date(Date.now()))}::timestamptz`),
    );
  if (!sort) throw new GraphQLError(`Sorting by ${order.field} is not supported.`);
  return {
    select: 'p.id AS id',
    from: `FROM product p ${joins.join(' ')} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    ...sort,
    descending: order.direction === 'DESC',
  };
}

// Filter conditions shared by `filter` and `where`; `param` adds a query parameter and names it.
type Param = (value: unknown) => string;

/**
 * As Saleor: some variant's price lies in the range (a product priced 10 and 30 is not in 15-20).
 * The product's own range first, so the index narrows the rows the EXISTS has to look at.
 */
function priceConditions(price: PriceRangeInput | DecimalRangeInput, param: Param): string[] {
  if (price.gte == null && price.lte == null) return [];
  const where: string[] = [];
  const bounds: string[] = [];
  if (price.gte != null) {
    const gte = param(price.gte);
    where.push(`p.max_price >= ${gte}`);
    bounds.push(`pv.price_amount >= ${gte}`);
  }
  if (price.lte != null) {
    const lte = param(price.lte);
    where.push(`p.min_price <= ${lte}`);
    bounds.push(`pv.price_amount <= ${lte}`);
  }
  where.push(
    `EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND ${bounds.join(' AND ')})`,
  );
  return where;
}

/** Each attribute named with values: the product or one of its variants has one of those values. */
function attributeConditions(attributes: AttributeInput[] | null | undefined, param: Param): string[] {
  return (attributes ?? []).flatMap((attribute) =>
    !attribute.slug || !attribute.values?.length
      ? []
      : [
          `EXISTS (
      SELECT 1 FROM attribute a JOIN attribute_value av ON av.attribute_id = a.id
      LEFT JOIN product_attribute_value pav ON pav.value_id = av.id AND pav.product_id = p.id
      LEFT JOIN variant_attribute_value vav ON vav.value_id = av.id
        AND vav.variant_id IN (SELECT id FROM product_variant WHERE product_id = p.id)
      WHERE a.slug = ${param(attribute.slug)} AND av.slug = ANY(${param(attribute.values)}::text[])
        AND (pav.product_id IS NOT NULL OR vav.variant_id IS NOT NULL))`,
        ],
  );
}

/**
 * Saleor's isAvailable (_filter_products_is_available): available for purchase now, that is its
 * channel listing's available_for_purchase_at has come; not stock (Saleor's stockAvailability). This
 * shop keeps no purchase date: every listed product is purchasable today, so true matches all and
 * false none.
 */
const availabilityCondition = (available: boolean) => (available ? 'TRUE' : 'FALSE');

/** Saleor's value filters take one of eq, oneOf (and range) at a time. */
function oneOption(filter: object | null | undefined) {
  if (filter && Object.values(filter).filter((value) => value != null).length > 1)
    throw new GraphQLError('Only one option can be specified.');
}

function stringConditions(column: string, filter: StringFilterInput | null | undefined, param: Param) {
  oneOption(filter);
  const where: string[] = [];
  if (filter?.eq != null) where.push(`${column} = ${param(filter.eq)}`);
  if (filter?.oneOf != null) where.push(`${column} = ANY(${param(filter.oneOf)}::text[])`);
  return where;
}

/** A GlobalIDFilterInput over an id column (`column` is compared with the ids' pks). */
function idConditions(
  column: (pks: string) => string,
  type: string,
  filter: GlobalIdFilterInput | null | undefined,
  param: Param,
): string[] {
  oneOption(filter);
  const pk = (id: string) => intPkOf(id, type) ?? -1;
  const where: string[] = [];
  if (filter?.eq != null) where.push(column(`ARRAY[${param(pk(filter.eq))}::int]`));
  if (filter?.oneOf != null) where.push(column(`${param(filter.oneOf.map(pk))}::int[]`));
  return where;
}

const variantPriceIn = (condition: string) =>
  `EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND pv.price_amount ${condition})`;

/** Saleor's `price` of `where`: some variant's price equals, is one of, or lies in the range. */
function decimalPriceConditions(filter: DecimalFilterInput | null | undefined, param: Param): string[] {
  oneOption(filter);
  const where: string[] = [];
  if (filter?.eq != null) where.push(variantPriceIn(`= ${param(filter.eq)}::numeric`));
  if (filter?.oneOf != null) where.push(variantPriceIn(`= ANY(${param(filter.oneOf)}::numeric[])`));
  if (filter?.range) where.push(...priceConditions(filter.range, param));
  return where;
}

/**
 * Saleor's ProductWhereInput: every field given must hold; AND lists conditions that must all hold,
 * OR conditions of which one must; an object with AND or OR holds nothing else (Saleor's error
 * otherwise). Null when nothing is asked.
 */
function whereCondition(input: ProductWhereInput, param: Param): string | null {
  const operators = (['AND', 'OR'] as const).filter((key) => input[key] != null);
  const others = Object.entries(input).filter(
    ([key, value]) => key !== 'AND' && key !== 'OR' && value != null,
  );
  if (operators.length && (others.length || operators.length > 1))
    throw new GraphQLError('Cannot mix operators with other filter inputs.');
  const all = (parts: string[]) => (parts.length ? `(${parts.join(' AND ')})` : null);
  if (input.AND) return all(input.AND.flatMap((part) => whereCondition(part, param) ?? []));
  if (input.OR) {
    if (!input.OR.length) return null;
    return `(${input.OR.map((part) => whereCondition(part, param) ?? 'TRUE').join(' OR ')})`;
  }
  return all([
    ...(input.ids
      ? [`p.id = ANY(${param(input.ids.map((id) => intPkOf(id, 'Product') ?? -1))}::int[])`]
      : []),
    ...stringConditions('p.name', input.name, param),
    ...stringConditions('p.slug', input.slug, param),
    ...idConditions((pks) => `p.product_type_id = ANY(${pks})`, 'ProductType', input.productType, param),
    ...idConditions((pks) => `p.category_id = ANY(${pks})`, 'Category', input.category, param),
    ...idConditions(
      (pks) => `p.id IN (SELECT product_id FROM collection_product WHERE collection_id = ANY(${pks}))`,
      'Collection',
      input.collection,
      param,
    ),
    ...(input.hasCategory != null ? [`p.category_id IS ${input.hasCategory ? 'NOT ' : ''}NULL`] : []),
    ...(input.isAvailable != null ? [availabilityCondition(input.isAvailable)] : []),
    ...decimalPriceConditions(input.price, param),
    ...attributeConditions(input.attributes, param),
  ]);
}

/**
 * Saleor's MINIMAL_PRICE: the product's lowest variant price in the channel after the best catalogue
 * promotion running at `now`, as pricing/promotions.ts prices a variant (the largest discount of the
 * rules naming the variant, its product, or its category or one above it; a percentage rounded to
 * the cent; never below zero). A join of the listing's one query, whatever the page size: the
 * channel's running rules and the categories under theirs are read once, and only the products those
 * rules touch get a discounted minimum (`minimal.amount`); every other product sorts by its own
 * lowest price (p.min_price, as PRICE).
 */
function minimalPriceJoin(channel: string, now: string): string {
  return `LEFT JOIN (
    WITH RECURSIVE rules AS (
      SELECT r.id, r.reward_value_type, r.reward_value
        FROM promotion_rule r JOIN promotion pr ON pr.id = r.promotion_id
       WHERE r.channel_id = ${channel} AND pr.start_date <= ${now}
         AND (pr.end_date IS NULL OR pr.end_date >= ${now})),
    rule_categories(rule_id, category_id) AS (
      SELECT rc.rule_id, rc.category_id FROM promotion_rule_category rc JOIN rules ON rules.id = rc.rule_id
      UNION SELECT d.rule_id, c.id FROM category c JOIN rule_categories d ON c.parent_id = d.category_id),
    targets(rule_id, product_id, variant_id) AS (
      SELECT rv.rule_id, v.product_id, v.id FROM promotion_rule_variant rv JOIN rules ON rules.id = rv.rule_id
        JOIN product_variant v ON v.id = rv.variant_id
      UNION ALL SELECT rp.rule_id, rp.product_id, NULL::int FROM promotion_rule_product rp JOIN rules ON rules.id = rp.rule_id
      UNION ALL SELECT d.rule_id, dp.id, NULL::int FROM rule_categories d JOIN product dp ON dp.category_id = d.category_id),
    variants AS (
      SELECT v.product_id, v.price_amount - COALESCE(max(LEAST(v.price_amount, CASE WHEN r.reward_value_type = 'PERCENTAGE'
               THEN round(v.price_amount * r.reward_value / 100, 2) ELSE round(r.reward_value, 2) END)), 0) AS amount
        FROM (SELECT DISTINCT product_id FROM targets) tp JOIN product_variant v ON v.product_id = tp.product_id
        LEFT JOIN targets t ON t.product_id = v.product_id AND (t.variant_id IS NULL OR t.variant_id = v.id)
        LEFT JOIN rules r ON r.id = t.rule_id
       GROUP BY v.id)
    SELECT product_id, min(amount) AS amount FROM variants GROUP BY product_id) minimal ON minimal.product_id = p.id`;
}

/** A variant by its SKU, with its stock left (Saleor's productVariant(sku)). */
export async function variantBySku(db: Queryable, sku: string): Promise<VariantRow | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM product_variant WHERE sku = $1', [sku]);
  return rows.length ? ((await variantsWithStock(db, [rows[0].id]))[0] ?? null) : null;
}
