import type { Db } from '../db/database';
import { batchLoader } from '../graphql/batchLoader';
import { CATEGORY_COLUMNS } from './resolvers';

type Row = Record<string, unknown> & { id: number };

function byIds(db: Db, sql: string) {
  return batchLoader<Row>(async (ids) => {
    const { rows } = await db.query<Row>(sql, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  });
}

/** The batched loaders of one request. */
export function catalogLoaders(db: Db) {
  return {
    category: byIds(db, `SELECT ${CATEGORY_COLUMNS} FROM category WHERE id = ANY($1::int[])`),
    productType: byIds(
      db,
      'SELECT id, name, is_shipping_required, has_variants FROM product_type WHERE id = ANY($1::int[])',
    ),
  };
}
