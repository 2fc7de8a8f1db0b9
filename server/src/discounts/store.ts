import type { Queryable } from '../db/database';

// The SQL of vouchers and gift cards: a voucher by its code with its listing in a channel and what
// it applies to, the once-per-customer record, gift cards by code or checkout, and the writes that
// completion makes (uses counted, balances debited). Values go to the database as parameters.

export type VoucherType = 'ENTIRE_ORDER' | 'SPECIFIC_PRODUCT' | 'SHIPPING';
export type DiscountValueType = 'PERCENTAGE' | 'FIXED';

/** A voucher code with its voucher's rules and its listing in one channel. */
export interface VoucherRow {
  id: number;
  name: string | null;
  type: VoucherType;
  discount_value_type: DiscountValueType;
  start_date: Date;
  end_date: Date | null;
  usage_limit: number | null;
  apply_once_per_order: boolean;
  apply_once_per_customer: boolean;
  only_for_staff: boolean;
  single_use: boolean;
  min_checkout_items_quantity: number | null;
  countries: string[];
  code_id: number;
  code: string;
  used: number;
  code_is_active: boolean;
  /** The channel listing's value and minimum spend; null value: no listing in the channel. */
  discount_value: string | null;
  min_spent_amount: string | null;
  product_ids: number[];
  variant_ids: number[];
  category_ids: number[];
}

/** A voucher code, exactly as typed (codes are case-sensitive), with its listing in the channel. */
export async function voucherByCode(
  q: Queryable,
  code: string,
  channelId: number,
): Promise<VoucherRow | null> {
  const { rows } = await q.query<VoucherRow>(
    `SELECT v.*, c.id AS code_id, c.code, c.used, c.is_active AS code_is_active,
       l.discount_value::text AS discount_value, l.min_spent_amount::text AS min_spent_amount,
       ARRAY(SELECT product_id FROM voucher_product WHERE voucher_id = v.id) AS product_ids,
       ARRAY(SELECT variant_id FROM voucher_variant WHERE voucher_id = v.id) AS variant_ids,
       ARRAY(SELECT category_id FROM voucher_category WHERE voucher_id = v.id) AS category_ids
     FROM voucher_code c JOIN voucher v ON v.id = c.voucher_id
     LEFT JOIN voucher_channel_listing l ON l.voucher_id = v.id AND l.channel_id = $2
     WHERE c.code = $1`,
    [code, channelId],
  );
  return rows[0] ?? null;
}

/** Whether this email has used the voucher (any of its codes) before. */
export async function voucherUsedBy(q: Queryable, voucherId: number, email: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM voucher_customer vc JOIN voucher_code c ON c.id = vc.voucher_code_id
     WHERE c.voucher_id = $1 AND lower(vc.customer_email) = lower($2) LIMIT 1`,
    [voucherId, email],
  );
  return rows.length > 0;
}

/**
 * Records the customer's use of a once-per-customer code; false when it is already recorded (a
 * second order of the same customer, however close in time: the unique key decides).
 */
export async function recordVoucherCustomer(q: Queryable, codeId: number, email: string): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO voucher_customer (voucher_code_id, customer_email) VALUES ($1, lower($2))
     ON CONFLICT (voucher_code_id, customer_email) DO NOTHING RETURNING id`,
    [codeId, email],
  );
  return rows.length > 0;
}

/** Counts one use of the code; a single-use code is switched off by it. */
export async function countVoucherUse(q: Queryable, codeId: number, singleUse: boolean) {
  await q.query('UPDATE voucher_code SET used = used + 1, is_active = is_active AND NOT $2 WHERE id = $1', [
    codeId,
    singleUse,
  ]);
}

/** The voucher's name in a language (a LanguageCodeEnum name), '' when it has none there. */
export async function voucherTranslatedName(
  q: Queryable,
  voucherId: number,
  languageCode: string,
): Promise<string> {
  const { rows } = await q.query<{ name: string | null }>(
    'SELECT name FROM voucher_translation WHERE voucher_id = $1 AND language_code = $2',
    [voucherId, languageCode],
  );
  return rows[0]?.name ?? '';
}

/** Every code of the voucher. */
export async function voucherCodes(q: Queryable, voucherId: number): Promise<string[]> {
  const { rows } = await q.query<{ code: string }>('SELECT code FROM voucher_code WHERE voucher_id = $1', [
    voucherId,
  ]);
  return rows.map((row) => row.code);
}

/** Every code of the voucher this code belongs to. */
export async function siblingVoucherCodes(q: Queryable, code: string): Promise<string[]> {
  const { rows } = await q.query<{ code: string }>(
    `SELECT code FROM voucher_code WHERE voucher_id = (SELECT voucher_id FROM voucher_code WHERE code = $1)`,
    [code],
  );
  return rows.map((row) => row.code);
}

export async function setCheckoutVoucherCode(q: Queryable, token: string, code: string | null) {
  await q.query('UPDATE checkout SET voucher_code = $2, updated_at = now() WHERE token = $1', [token, code]);
}

// Gift cards

export interface GiftCardRow {
  id: number;
  code: string;
  created_by_email: string | null;
  used_by_email: string | null;
  currency: string;
  initial_balance_amount: string;
  current_balance_amount: string;
  /** 'YYYY-MM-DD', or null: it never expires. */
  expiry_date: string | null;
  is_active: boolean;
  created_at: Date;
}

const GIFT_CARD_COLUMNS = `g.id, g.code, g.created_by_email, g.used_by_email, g.currency,
  g.initial_balance_amount::text AS initial_balance_amount, g.current_balance_amount::text AS current_balance_amount,
  g.expiry_date::text AS expiry_date, g.is_active, g.created_at`;

export async function giftCardByCode(q: Queryable, code: string): Promise<GiftCardRow | null> {
  const { rows } = await q.query<GiftCardRow>(
    `SELECT ${GIFT_CARD_COLUMNS} FROM gift_card g WHERE g.code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

export async function giftCardById(q: Queryable, id: number): Promise<GiftCardRow | null> {
  const { rows } = await q.query<GiftCardRow>(
    `SELECT ${GIFT_CARD_COLUMNS} FROM gift_card g WHERE g.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The checkout's gift cards in code order (the order completion debits them in). */
export async function checkoutGiftCards(q: Queryable, token: string): Promise<GiftCardRow[]> {
  const { rows } = await q.query<GiftCardRow>(
    `SELECT ${GIFT_CARD_COLUMNS} FROM checkout_gift_card cg JOIN gift_card g ON g.id = cg.gift_card_id
     WHERE cg.checkout_token = $1 ORDER BY g.code`,
    [token],
  );
  return rows;
}

/** The same, each card's row locked until the transaction ends (completion debits them). */
export async function lockCheckoutGiftCards(q: Queryable, token: string): Promise<GiftCardRow[]> {
  const { rows } = await q.query<GiftCardRow>(
    `SELECT ${GIFT_CARD_COLUMNS} FROM gift_card g
     WHERE g.id IN (SELECT gift_card_id FROM checkout_gift_card WHERE checkout_token = $1)
     ORDER BY g.code FOR UPDATE`,
    [token],
  );
  return rows;
}

export async function attachGiftCard(q: Queryable, token: string, giftCardId: number) {
  await q.query(
    `INSERT INTO checkout_gift_card (checkout_token, gift_card_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [token, giftCardId],
  );
  await q.query('UPDATE checkout SET updated_at = now() WHERE token = $1', [token]);
}

/** Detaches the card; false when it was not attached. */
export async function detachGiftCard(q: Queryable, token: string, giftCardId: number): Promise<boolean> {
  const { rows } = await q.query(
    'DELETE FROM checkout_gift_card WHERE checkout_token = $1 AND gift_card_id = $2 RETURNING gift_card_id',
    [token, giftCardId],
  );
  return rows.length > 0;
}

/** Takes the amount from the card (already locked) for the order; the card is then bound to the customer. */
export async function debitGiftCard(
  q: Queryable,
  values: { giftCardId: number; orderId: number; cents: number; email: string | null; now: Date },
) {
  const amount = (values.cents / 100).toFixed(2);
  await q.query(
    `UPDATE gift_card SET current_balance_amount = current_balance_amount - $2::numeric,
       used_by_email = COALESCE(used_by_email, $3), last_used_on = $4 WHERE id = $1`,
    [values.giftCardId, amount, values.email, values.now.toISOString()],
  );
  await q.query('INSERT INTO order_gift_card (order_id, gift_card_id, amount) VALUES ($1, $2, $3)', [
    values.orderId,
    values.giftCardId,
    amount,
  ]);
}

/** The gift cards that paid for an order, in the order they were debited. */
/** The gift cards several orders used, in one query, by order id (in code order; none: absent). */
export async function orderGiftCardsOf(
  q: Queryable,
  orderIds: number[],
): Promise<Map<number, GiftCardRow[]>> {
  const { rows } = await q.query<GiftCardRow & { order_id: number }>(
    `SELECT og.order_id, ${GIFT_CARD_COLUMNS} FROM order_gift_card og JOIN gift_card g ON g.id = og.gift_card_id
     WHERE og.order_id = ANY($1::int[]) ORDER BY og.order_id, g.code`,
    [orderIds],
  );
  const byOrder = new Map<number, GiftCardRow[]>();
  for (const { order_id: orderId, ...card } of rows)
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), card]);
  return byOrder;
}
