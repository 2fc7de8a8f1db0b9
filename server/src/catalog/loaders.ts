import type { RequestDb } from '../db/timeBudget';
import type { Context } from '../graphql/context';
import { batchLoader, type Loader } from '../graphql/batchLoader';
import { CATEGORY_COLUMNS } from './resolvers';

type Row = Record<string, unknown> & { id: number };

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
      `SELECT DISTINCT ON (v.product_id) v.id, v.product_id, v.name, v.sku, v.price_amount,
         COALESCE((SELECT sum(s.quantity - s.quantity_allocated) FROM stock s WHERE s.variant_id = v.id), 0)::int AS available
       FROM product_variant v WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.sort_order, v.id`,
      (row) => row.product_id as number,
    );
    defaultVariants.set(ctx, loader);
  }
  return loader;
}
