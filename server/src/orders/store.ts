import type { RatedShippingMethod } from '../checkout/delivery';
import type { VariantRow } from '../catalog/store';
import type { ShippingMethodRow } from '../checkout/store';
import type { Queryable } from '../db/database';
import type { KeysetQuery } from '../graphql/pagination';

// The orders' SQL and rows: an order by its token, its lines, a customer's orders, and the writes
// that make an order from a checkout and keep its payment totals. Values go as query parameters.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderRow {
  id: number;
  token: string;
  channel_id: number;
  user_id: number | null;
  shipping_method_name: string | null;
  /** The shipping method chosen at completion; null without shipping or once the method is deleted. */
  shipping_method_id: number | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  user_email: string | null;
  status: string;
  currency: string;
  /** Gross amounts; the net sides beside them. */
  subtotal_amount: string;
  shipping_amount: string;
  total_amount: string;
  subtotal_net_amount: string;
  shipping_net_amount: string;
  total_net_amount: string;
  undiscounted_total_amount: string;
  undiscounted_total_net_amount: string;
  undiscounted_shipping_amount: string;
  display_gross_prices: boolean;
  voucher_code: string | null;
  total_charged: string;
  total_authorized: string;
  metadata: Record<string, string>;
  created_at: Date;
  /** The checkout's language, a LanguageCodeEnum name ('EN', 'ZH_HANT'…). */
  language_code: string;
  /** The ids of the orders listed with this one (a page of me.orders), read together by the loaders. */
  page_ids?: number[];
}

/** An order line with its prices (unit_price is the gross unit price). */
export interface OrderLineRow extends Omit<OrderLinePrices, 'variant_id'> {
  id: number;
  /** The order's channel, which the line's variant is priced in. */
  channel_id?: number;
  /** Null once the variant is deleted. */
  variant_id: number | null;
  product_name: string;
  variant_name: string;
  /** The names in the order's language at completion; '' when there was no other text. */
  translated_product_name: string;
  translated_variant_name: string;
  product_sku: string | null;
  quantity: number;
  /** How many of it have shipped so far (Saleor's OrderLine.quantityFulfilled). */
  quantity_fulfilled?: number;
  thumbnail: string | null;
  /** The order's currency. */
  currency: string;
  /** Reads the order's variants (and their products) together: one query for all the lines. */
  variant_of?: (variantId: number) => Promise<VariantRow | null>;
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

/**
 * The order's shipping method as Saleor's Order.deliveryMethod shows it: the method now, in the
 * order's currency; null when the order needs no shipping or the method has been deleted.
 */
export async function orderShippingMethod(
  db: Queryable,
  order: OrderRow,
): Promise<RatedShippingMethod | null> {
  if (order.shipping_method_id == null) return null;
  const { rows } = await db.query<ShippingMethodRow>('SELECT * FROM shipping_method WHERE id = $1', [
    order.shipping_method_id,
  ]);
  return rows[0] ? { ...rows[0], currency: order.currency, active: true, message: null } : null;
}

/**
 * The order's shipping method named in the order's language: its translation there, else its name
 * now, else the name kept at completion (the method deleted since); null when nothing is shipped.
 */
export async function orderShippingMethodName(db: Queryable, order: OrderRow): Promise<string | null> {
  if (order.shipping_method_id == null) return order.shipping_method_name;
  const { rows } = await db.query<{ name: string }>(
    `SELECT COALESCE(NULLIF(btrim(t.name), ''), m.name) AS name
       FROM shipping_method m
       LEFT JOIN shipping_method_translation t ON t.shipping_method_id = m.id AND t.language_code = $2
      WHERE m.id = $1`,
    [order.shipping_method_id, order.language_code],
  );
  return rows[0]?.name ?? order.shipping_method_name;
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

export async function orderById(db: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM "order" WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The order already made from this checkout, if any. */
export async function orderByCheckoutToken(
  db: Queryable,
  checkoutToken: string,
): Promise<{ id: number; token: string } | null> {
  const { rows } = await db.query<{ id: number; token: string }>(
    'SELECT id, token FROM "order" WHERE checkout_token = $1',
    [checkoutToken],
  );
  return rows[0] ?? null;
}

/** What is left to pay on an order: its total minus what is charged and authorized, as a decimal. */
export async function orderBalanceByToken(
  db: Queryable,
  token: string,
): Promise<{ id: number; currency: string; owed: string } | null> {
  if (!UUID.test(token)) return null;
  const { rows } = await db.query<{ id: number; currency: string; owed: string }>(
    `SELECT id, currency, (total_amount - total_charged - total_authorized)::text AS owed FROM "order" WHERE token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

export interface NewOrder {
  token: string;
  channelId: number;
  userEmail: string | null;
  userId: number | null;
  currency: string;
  /** Decimal amounts, gross and net. */
  subtotal: string;
  shipping: string;
  total: string;
  subtotalNet: string;
  shippingNet: string;
  totalNet: string;
  undiscountedTotal: string;
  undiscountedTotalNet: string;
  undiscountedShipping: string;
  displayGrossPrices: boolean;
  voucherCode: string | null;
  /** UNFULFILLED, or UNCONFIRMED for an order nothing was paid through (gift cards paid it all). */
  status: 'UNFULFILLED' | 'UNCONFIRMED';
  metadata: Record<string, string>;
  checkoutToken: string;
  shippingMethodName: string | null;
  shippingMethodId: number | null;
  /** A LanguageCodeEnum name. */
  languageCode: string;
}

/** Inserts an order (without addresses or lines) and answers its id. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "order" (token, channel_id, user_email, user_id, currency, subtotal_amount, shipping_amount,
       total_amount, metadata, checkout_token, shipping_method_name, language_code, shipping_method_id,
       subtotal_net_amount, shipping_net_amount, total_net_amount, undiscounted_total_amount,
       undiscounted_total_net_amount, undiscounted_shipping_amount, display_gross_prices, voucher_code, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     RETURNING id`,
    [
      order.token,
      order.channelId,
      order.userEmail,
      order.userId,
      order.currency,
      order.subtotal,
      order.shipping,
      order.total,
      JSON.stringify(order.metadata),
      order.checkoutToken,
      order.shippingMethodName,
      order.languageCode,
      order.shippingMethodId,
      order.subtotalNet,
      order.shippingNet,
      order.totalNet,
      order.undiscountedTotal,
      order.undiscountedTotalNet,
      order.undiscountedShipping,
      order.displayGrossPrices,
      order.voucherCode,
      order.status,
    ],
  );
  return rows[0].id;
}

export async function setOrderShippingAddress(db: Queryable, orderId: number, addressId: number | null) {
  await db.query('UPDATE "order" SET shipping_address_id = $2 WHERE id = $1', [orderId, addressId]);
}

export async function setOrderBillingAddress(db: Queryable, orderId: number, addressId: number | null) {
  await db.query('UPDATE "order" SET billing_address_id = $2 WHERE id = $1', [orderId, addressId]);
}

/** A line's prices as the checkout worked them out, decimal amounts; the rate a fraction. */
export interface OrderLinePrices {
  variant_id: number;
  unit_price: string;
  unit_price_net: string;
  total_price_gross: string;
  total_price_net: string;
  undiscounted_unit_price_gross: string;
  undiscounted_unit_price_net: string;
  undiscounted_total_price_gross: string;
  undiscounted_total_price_net: string;
  unit_discount_amount: string;
  tax_rate: string;
}

/**
 * Copies the checkout's lines into the order with their prices as worked out, so later catalogue
 * changes do not rewrite it. The picture is the variant's first, else the product's first, as
 * Saleor's OrderLine.thumbnail. As Saleor, the names are also kept translated into the checkout's
 * language: '' when there is no translation or it says the same as the name.
 */
export async function copyCheckoutLinesToOrder(
  db: Queryable,
  orderId: number,
  checkoutToken: string,
  languageCode: string,
  prices: OrderLinePrices[],
) {
  await db.query(
    `INSERT INTO order_line (order_id, variant_id, product_name, variant_name, translated_product_name,
       translated_variant_name, product_sku, quantity, unit_price, unit_price_net, total_price_gross,
       total_price_net, undiscounted_unit_price_gross, undiscounted_unit_price_net,
       undiscounted_total_price_gross, undiscounted_total_price_net, unit_discount_amount, tax_rate, thumbnail)
     SELECT $1, v.id, p.name, v.name,
       COALESCE(NULLIF((SELECT t.name FROM product_translation t
         WHERE t.product_id = p.id AND t.language_code = $3), p.name), ''),
       COALESCE(NULLIF((SELECT t.name FROM product_variant_translation t
         WHERE t.variant_id = v.id AND t.language_code = $3), v.name), ''),
       v.sku, l.quantity, x.unit_price, x.unit_price_net, x.total_price_gross, x.total_price_net,
       x.undiscounted_unit_price_gross, x.undiscounted_unit_price_net, x.undiscounted_total_price_gross,
       x.undiscounted_total_price_net, x.unit_discount_amount, x.tax_rate,
       COALESCE(
         (SELECT m.image FROM variant_media vm JOIN product_media m ON m.id = vm.media_id
          WHERE vm.variant_id = v.id ORDER BY m.sort_order, m.id LIMIT 1),
         (SELECT m.image FROM product_media m WHERE m.product_id = p.id ORDER BY m.sort_order, m.id LIMIT 1))
     FROM checkout_line l JOIN product_variant v ON v.id = l.variant_id JOIN product p ON p.id = v.product_id
     JOIN jsonb_to_recordset($4::jsonb) AS x(variant_id INT, unit_price NUMERIC, unit_price_net NUMERIC,
       total_price_gross NUMERIC, total_price_net NUMERIC, undiscounted_unit_price_gross NUMERIC,
       undiscounted_unit_price_net NUMERIC, undiscounted_total_price_gross NUMERIC,
       undiscounted_total_price_net NUMERIC, unit_discount_amount NUMERIC, tax_rate NUMERIC)
       ON x.variant_id = v.id
     WHERE l.checkout_token = $2 ORDER BY l.id`,
    [orderId, checkoutToken, languageCode, JSON.stringify(prices)],
  );
}

export interface OrderDiscountRow {
  id: number;
  type: 'VOUCHER' | 'MANUAL' | 'PROMOTION' | 'ORDER_PROMOTION' | 'SALE';
  value_type: 'PERCENTAGE' | 'FIXED';
  value: string;
  amount: string;
  currency: string;
  name: string | null;
  translated_name: string | null;
  voucher_code: string | null;
}

export async function insertOrderDiscount(
  db: Queryable,
  orderId: number,
  discount: Omit<OrderDiscountRow, 'id'>,
) {
  await db.query(
    `INSERT INTO order_discount (order_id, type, value_type, value, amount, currency, name, translated_name, voucher_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      orderId,
      discount.type,
      discount.value_type,
      discount.value,
      discount.amount,
      discount.currency,
      discount.name,
      discount.translated_name,
      discount.voucher_code,
    ],
  );
}

export async function orderDiscounts(db: Queryable, orderId: number): Promise<OrderDiscountRow[]> {
  return (await orderDiscountsOf(db, [orderId])).get(orderId) ?? [];
}

/** The discounts of several orders in one query, by order id (an order without any: absent). */
export async function orderDiscountsOf(
  db: Queryable,
  orderIds: number[],
): Promise<Map<number, OrderDiscountRow[]>> {
  const { rows } = await db.query<OrderDiscountRow & { order_id: number }>(
    `SELECT order_id, id, type, value_type, value::text AS value, amount::text AS amount, currency, name,
       translated_name, voucher_code FROM order_discount WHERE order_id = ANY($1::int[]) ORDER BY order_id, id`,
    [orderIds],
  );
  const byOrder = new Map<number, OrderDiscountRow[]>();
  for (const { order_id: orderId, ...discount } of rows)
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), discount]);
  return byOrder;
}

/** An order's charged and authorized totals, from its transactions and legacy payments. */
export async function syncOrderPaymentTotals(db: Queryable, orderId: number) {
  await db.query(
    `UPDATE "order" o SET
       total_charged = COALESCE((SELECT SUM(charged_amount) FROM transaction_item WHERE order_id = o.id), 0)
         + COALESCE((SELECT SUM(captured_amount) FROM payment WHERE order_id = o.id), 0),
       total_authorized = COALESCE((SELECT SUM(authorized_amount) FROM transaction_item WHERE order_id = o.id), 0)
         + COALESCE((SELECT SUM(total) FROM payment WHERE order_id = o.id AND charge_status = 'NOT_CHARGED' AND is_active), 0)
     WHERE o.id = $1`,
    [orderId],
  );
}

/** An order's lines with their variants as they are now (none when the variant is gone): "buy again". */
export interface ReorderLineRow {
  id: number;
  variant_id: number | null;
  quantity: number;
  title: string | null;
  track_inventory: boolean | null;
  available: number | null;
}

export async function reorderLines(db: Queryable, orderId: number): Promise<ReorderLineRow[]> {
  const { rows } = await db.query<ReorderLineRow>(
    `SELECT l.id, l.variant_id, l.quantity, v.track_inventory,
       COALESCE(NULLIF(v.name, ''), v.sku, 'ID:' || v.id) AS title, s.quantity - s.quantity_allocated AS available
     FROM order_line l LEFT JOIN product_variant v ON v.id = l.variant_id
       LEFT JOIN stock s ON s.variant_id = l.variant_id
     WHERE l.order_id = $1 ORDER BY l.id`,
    [orderId],
  );
  return rows;
}
