import type { Queryable } from '../db/database';
import type { KeysetQuery } from '../graphql/pagination';

// Orders as the storefront reads them: an order by its token, its lines, a customer's orders.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderRow {
  id: number;
  token: string;
  channel_id: number;
  user_id: number | null;
  shipping_method_name: string | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  user_email: string | null;
  status: string;
  currency: string;
  subtotal_amount: string;
  shipping_amount: string;
  total_amount: string;
  total_charged: string;
  total_authorized: string;
  metadata: Record<string, string>;
  created_at: Date;
}

export interface OrderLineRow {
  id: number;
  product_name: string;
  variant_name: string;
  product_sku: string | null;
  quantity: number;
  unit_price: string;
  thumbnail: string | null;
  /** The order's currency. */
  currency: string;
}

export async function orderByToken(db: Queryable, token: string): Promise<OrderRow | null> {
  if (!UUID.test(token)) return null;
  const { rows } = await db.query<OrderRow>('SELECT * FROM "order" WHERE token = $1', [token]);
  return rows[0] ?? null;
}

export async function orderLines(db: Queryable, order: OrderRow): Promise<OrderLineRow[]> {
  const { rows } = await db.query<Omit<OrderLineRow, 'currency'>>(
    'SELECT * FROM order_line WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  return rows.map((line) => ({ ...line, currency: order.currency }));
}

/** A customer's orders, newest first. */
export function userOrdersQuery(userId: number): KeysetQuery {
  return {
    select: '*',
    from: 'FROM "order" WHERE user_id = $1',
    params: [userId],
    sortExpr: 'created_at',
    sortType: 'timestamptz',
    descending: true,
  };
}
