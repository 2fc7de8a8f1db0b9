import type { RequestDb } from '../db/timeBudget';
import type { Context } from '../graphql/context';
import { batchLoader, type Loader } from '../graphql/batchLoader';
import { CATEGORY_COLUMNS } from './resolvers';

type Row = Record<string, unknown> & { id: number };

/** A variant's own columns (alias v), as VariantRow holds them with its `available`. */
export const VARIANT_COLUMNS = 'v.id, v.product_id, v.name, v.sku, v.price_amount, v.track_inventory';

function byIds(db: RequestDb, sql: string, key: (row: Row) => number = (row) => row.id) {
  return batchLoader<Row>(async (ids) => {
    const { rows } = await db.query<Row>(sql, [ids]);
    return new Map(rows.map((row) => [key(row), row]));
  });
}

/** The batched loaders of one request. */
export function catalogLoaders(db: RequestDb) {
  return {
    category: byIds(db, `SELECT ${CATEGORY_COLUMNS} FROM category WHERE id = ANY($1::int[])`),
    productType: byIds(
      db,
      'SELECT id, name, is_shipping_required, has_variants FROM product_type WHERE id = ANY($1::int[])',
    ),
  };
}

const defaultVariants = new WeakMap<object, Loader<Row>>();

/**
 * A product's default variant, keyed by product id: its first (this schema keeps no explicit
 * default), loaded for a whole listing at once so every card can save it to the wishlist. One loader
 * per request, kept beside the request's context.
 */
export function defaultVariantLoader(ctx: Pick<Context, 'db'> & object): Loader<Row> {
  let loader = defaultVariants.get(ctx);
  if (!loader) {
    loader = byIds(
      ctx.db,
      `SELECT DISTINCT ON (v.product_id) ${VARIANT_COLUMNS},
         COALESCE((SELECT sum(s.quantity - s.quantity_allocated) FROM stock s WHERE s.variant_id = v.id), 0)::int AS available
       FROM product_variant v WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.sort_order, v.id`,
      (row) => row.product_id as number,
    );
    defaultVariants.set(ctx, loader);
  }
  return loader;
}

export interface ValueRow {
  /** The product or variant the value belongs to (loaders keyed by owner). */
  owner_id?: number;
  attribute_id: number;
  attribute_name: string;
  attribute_slug: string;
  value_id: number;
  value_name: string;
  value_slug: string;
  value: string | null;
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
  /** Every variant loaded with this one: their attributes are then read in one query too. */
  batch_ids?: number[];
}

export const VALUE_COLUMNS = `a.id AS attribute_id, a.name AS attribute_name, a.slug AS attribute_slug,
  av.id AS value_id, av.name AS value_name, av.slug AS value_slug, av.value`;

/** Rows grouped by an owner id (a product's variants, a variant's values): one query per batch. */
function groupedByIds<R extends Record<string, unknown>>(
  db: RequestDb,
  sql: string,
  owner: (row: R) => number,
  batchLoaded: (rows: R[]) => void = () => undefined,
) {
  return batchLoader<R[]>(async (ids) => {
    const { rows } = await db.query<R>(sql, [ids]);
    batchLoaded(rows);
    const groups = new Map<number, R[]>(ids.map((id) => [id, []]));
    for (const row of rows) groups.get(owner(row))?.push(row);
    return groups;
  });
}

const requestLoaders = new WeakMap<object, Map<string, Loader<unknown>>>();

/** One loader of a kind per request, kept beside the request's context. */
function perRequest<V>(ctx: Pick<Context, 'db'> & object, kind: string, make: () => Loader<V>): Loader<V> {
  let loaders = requestLoaders.get(ctx);
  if (!loaders) requestLoaders.set(ctx, (loaders = new Map()));
  let loader = loaders.get(kind) as Loader<V> | undefined;
  if (!loader) loaders.set(kind, (loader = make()) as Loader<unknown>);
  return loader;
}

/**
 * Loads for `id` and, in the same query, for every sibling (the other products of a listing's page,
 * the other variants loaded with it), so a listing asking each product for its attributes or
 * variants costs one query, not one per product.
 */
export async function loadWithSiblings<V>(loader: Loader<V>, id: number, siblings?: number[]) {
  await loader.loadMany(siblings ?? [id]);
  return loader(id);
}

/** A product's own attribute values (material...), keyed by product id. */
export const productValuesLoader = (ctx: Pick<Context, 'db'> & object) =>
  perRequest(ctx, 'productValues', () =>
    groupedByIds<ValueRow & Record<string, unknown>>(
      ctx.db,
      `SELECT pav.product_id AS owner_id, ${VALUE_COLUMNS} FROM product_attribute_value pav
         JOIN attribute_value av ON av.id = pav.value_id JOIN attribute a ON a.id = av.attribute_id
       WHERE pav.product_id = ANY($1::int[]) ORDER BY a.id, av.sort_order`,
      (row) => row.owner_id!,
    ),
  );

/** A variant's attribute values (size, colour), keyed by variant id. */
export const variantValuesLoader = (ctx: Pick<Context, 'db'> & object) =>
  perRequest(ctx, 'variantValues', () =>
    groupedByIds<ValueRow & Record<string, unknown>>(
      ctx.db,
      `SELECT vav.variant_id AS owner_id, ${VALUE_COLUMNS} FROM variant_attribute_value vav
         JOIN attribute_value av ON av.id = vav.value_id JOIN attribute a ON a.id = av.attribute_id
       WHERE vav.variant_id = ANY($1::int[]) ORDER BY a.id, av.sort_order`,
      (row) => row.owner_id!,
    ),
  );

/**
 * The pictures linked to a variant (Saleor's VariantMedia), in the product's order, keyed by variant
 * id; none when the variant has no picture of its own.
 */
export const variantMediaLoader = (ctx: Pick<Context, 'db'> & object) =>
  perRequest(ctx, 'variantMedia', () =>
    groupedByIds<{ id: number; image: string; alt: string; sort_order: number; owner_id: number }>(
      ctx.db,
      `SELECT vm.variant_id AS owner_id, m.id, m.image, m.alt, m.sort_order
       FROM variant_media vm JOIN product_media m ON m.id = vm.media_id
       WHERE vm.variant_id = ANY($1::int[]) ORDER BY m.sort_order, m.id`,
      (row) => row.owner_id,
    ),
  );

/** A product's variants in their order, with stock left, keyed by product id. */
export const productVariantsLoader = (ctx: Pick<Context, 'db'> & object) =>
  perRequest(ctx, 'productVariants', () =>
    groupedByIds<VariantRow & Record<string, unknown>>(
      ctx.db,
      `SELECT ${VARIANT_COLUMNS}, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
       FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id
       WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.sort_order, v.id`,
      (row) => row.product_id,
      (rows) => {
        const ids = rows.map((row) => row.id);
        for (const row of rows) row.batch_ids = ids;
      },
    ),
  );
