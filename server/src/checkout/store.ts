import type { Queryable } from '../db/database';
import type { VariantRow } from '../catalog/store';
import type { AddressTypeEnum } from '../graphql/generated/resolverTypes';
import type { Taxed } from '../pricing';

// The checkout's SQL and its rows: the checkout, its lines, the variants and stock a cart checks, and
// the shipping methods. Every query of the checkout is here; callers pass values, which go to the
// database as query parameters.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutRow {
  token: string;
  email: string | null;
  created_at: Date;
  updated_at: Date;
  currency: string;
  channel_id: number;
  user_id: number | null;
  shipping_method_id: number | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  /** A LanguageCodeEnum name ('EN', 'ZH_HANT'…): the language of the order's emails and names. */
  language_code: string;
  /** The voucher code the shopper added, exactly as typed; null without one. */
  voucher_code: string | null;
  /**
   * Who the customer is for once-per-customer codes and gift cards: the account's email when a
   * customer is attached (whatever email the checkout was given), else the checkout's email.
   */
  customer_email: string | null;
  /** Whether completion adds the address to the customer's address book (saveAddress, default true). */
  save_shipping_address: boolean;
  save_billing_address: boolean;
  /** Public metadata (updateMetadata), which the order takes at completion. */
  metadata: Record<string, string>;
}

export interface LineRow {
  id: number;
  quantity: number;
  variant_id: number;
  /** The variant's listing price, as entered. */
  unit_price: string;
  product_id: number;
  category_id: number | null;
  requires_shipping: boolean;
  /** Whether buying the variant takes from its stock (Saleor's trackInventory). */
  track_inventory: boolean;
  currency: string;
  /** Reads this line's variant with the other lines' (catalog/loaders.ts variantsTogether). */
  variant_of?: (variantId: number) => Promise<VariantRow | null>;
  /** The checkout's channel, which the line's variant is priced in. */
  channel_id?: number;
  /** The line's money, as the checkout's totals work it out (load.ts). */
  prices?: LinePrices;
}

/** A line's money: entered prices before and after discounts, and the taxed amounts shown. */
export interface LinePrices {
  /** The listing price of one unit, as entered. */
  undiscountedUnitCents: number;
  /** One unit after catalogue promotions, as entered. */
  unitCents: number;
  /** The voucher's share of the line, as entered. */
  voucherCents: number;
  /** The rate the line is taxed at, in percent. */
  taxRate: number;
  /** The line total after every discount, taxed and rounded; the unit price is it over the quantity. */
  total: Taxed;
  unit: Taxed;
  /** The listing price taxed at the line's rate, per unit and for the quantity. */
  undiscountedUnit: Taxed;
  undiscountedTotal: Taxed;
}

export interface ShippingMethodRow {
  id: number;
  name: string;
  price_amount: string;
  minimum_order_price: string | null;
  maximum_order_price: string | null;
  minimum_delivery_days: number | null;
  maximum_delivery_days: number | null;
}

/** A variant as the cart checks it. */
export interface VariantStock {
  id: number;
  /** How the stock error names it (SKU, else name). */
  label: string;
  /** How the limit error names it: Saleor's str(variant), its name, else SKU, else "ID:pk". */
  title: string;
  track_inventory: boolean;
  available: number;
}

// The checkout

export async function checkoutRow(q: Queryable, token: string): Promise<CheckoutRow | null> {
  if (!UUID.test(token)) return null;
  const { rows } = await q.query<CheckoutRow>(
    `SELECT c.*, ch.currency_code AS currency,
       COALESCE((SELECT u.email FROM account_user u WHERE u.id = c.user_id), c.email) AS customer_email
     FROM checkout c JOIN channel ch ON ch.id = c.channel_id WHERE c.token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** Locks the checkout's row until the caller's transaction ends; false when there is none. */
export async function lockCheckoutRow(q: Queryable, token: string): Promise<boolean> {
  const { rows } = await q.query('SELECT token FROM checkout WHERE token = $1 FOR UPDATE', [token]);
  return rows.length > 0;
}

export async function insertCheckout(
  q: Queryable,
  values: {
    token: string;
    channelId: number;
    email: string | null;
    userId: number | null;
    languageCode: string;
  },
) {
  await q.query(
    'INSERT INTO checkout (token, channel_id, email, user_id, language_code) VALUES ($1, $2, $3, $4, $5)',
    [values.token, values.channelId, values.email, values.userId, values.languageCode],
  );
}

export async function deleteCheckout(q: Queryable, token: string) {
  await q.query('DELETE FROM checkout WHERE token = $1', [token]);
}

export async function touchCheckout(q: Queryable, token: string) {
  await q.query('UPDATE checkout SET updated_at = now() WHERE token = $1', [token]);
}

export async function setCheckoutEmail(q: Queryable, token: string, email: string) {
  await q.query('UPDATE checkout SET email = $2, updated_at = now() WHERE token = $1', [token, email]);
}

/** The checkout's language (a LanguageCodeEnum name). */
export async function setCheckoutLanguage(q: Queryable, token: string, languageCode: string) {
  await q.query('UPDATE checkout SET language_code = $2, updated_at = now() WHERE token = $1', [
    token,
    languageCode,
  ]);
}

/** The checkout's shipping method; null clears it. */
export async function setCheckoutShippingMethod(q: Queryable, token: string, methodId: number | null) {
  await q.query('UPDATE checkout SET shipping_method_id = $2, updated_at = now() WHERE token = $1', [
    token,
    methodId,
  ]);
}

/** The checkout becomes the user's, with the user's email. */
export async function attachCheckoutCustomer(q: Queryable, token: string, userId: number) {
  await q.query(
    `UPDATE checkout SET user_id = $2, email = (SELECT email FROM account_user WHERE id = $2), updated_at = now()
     WHERE token = $1`,
    [token, userId],
  );
}

/** Takes the customer off the checkout; its email stays, as in Saleor. */
export async function detachCheckoutCustomer(q: Queryable, token: string) {
  await q.query(`UPDATE checkout SET user_id = NULL, updated_at = now() WHERE token = $1`, [token]);
}

/** The countries of the checkout's shipping and billing addresses (null without the address). */
export async function checkoutCountries(
  q: Queryable,
  checkout: CheckoutRow,
): Promise<{ shipping: string | null; billing: string | null }> {
  if (checkout.shipping_address_id == null && checkout.billing_address_id == null)
    return { shipping: null, billing: null };
  const { rows } = await q.query<{ shipping: string | null; billing: string | null }>(
    `SELECT (SELECT NULLIF(country, '') FROM address WHERE id = $1) AS shipping,
       (SELECT NULLIF(country, '') FROM address WHERE id = $2) AS billing`,
    [checkout.shipping_address_id, checkout.billing_address_id],
  );
  return { shipping: rows[0]?.shipping ?? null, billing: rows[0]?.billing ?? null };
}

// The checkout's addresses. The statement is picked by the address type, a closed union, so every
// statement is one of these fixed texts.

const ADDRESS_ID_STATEMENT: Record<AddressTypeEnum, string> = {
  SHIPPING: 'SELECT shipping_address_id AS id FROM checkout WHERE token = $1',
  BILLING: 'SELECT billing_address_id AS id FROM checkout WHERE token = $1',
};

const SET_ADDRESS_STATEMENT: Record<AddressTypeEnum, string> = {
  SHIPPING: 'UPDATE checkout SET shipping_address_id = $2, updated_at = now() WHERE token = $1',
  BILLING: 'UPDATE checkout SET billing_address_id = $2, updated_at = now() WHERE token = $1',
};

/** The id of the checkout's shipping or billing address, null when not set. */
export async function checkoutAddressId(q: Queryable, token: string, type: AddressTypeEnum) {
  const { rows } = await q.query<{ id: number | null }>(ADDRESS_ID_STATEMENT[type], [token]);
  return rows[0]?.id ?? null;
}

export async function setCheckoutAddressId(
  q: Queryable,
  token: string,
  type: AddressTypeEnum,
  addressId: number,
) {
  await q.query(SET_ADDRESS_STATEMENT[type], [token, addressId]);
}

// Lines

export async function checkoutLines(q: Queryable, checkout: CheckoutRow): Promise<LineRow[]> {
  const { rows } = await q.query<Omit<LineRow, 'currency'>>(
    `SELECT l.id, l.quantity, l.variant_id, v.price_amount AS unit_price, p.id AS product_id, p.category_id,
       pt.is_shipping_required AS requires_shipping, v.track_inventory
     FROM checkout_line l JOIN product_variant v ON v.id = l.variant_id
     JOIN product p ON p.id = v.product_id JOIN product_type pt ON pt.id = p.product_type_id
     WHERE l.checkout_token = $1 ORDER BY l.id`,
    [checkout.token],
  );
  return rows.map((row) => ({ ...row, currency: checkout.currency }));
}

/** The quantity of the variant in the checkout, 0 without a line. */
export async function lineQuantity(q: Queryable, token: string, variantId: number): Promise<number> {
  const { rows } = await q.query<{ quantity: number }>(
    'SELECT quantity FROM checkout_line WHERE checkout_token = $1 AND variant_id = $2',
    [token, variantId],
  );
  return rows[0]?.quantity ?? 0;
}

/** The variant of the checkout's line, null when the line is not the checkout's. */
export async function lineVariantId(q: Queryable, token: string, lineId: number): Promise<number | null> {
  const { rows } = await q.query<{ variant_id: number }>(
    'SELECT variant_id FROM checkout_line WHERE id = $1 AND checkout_token = $2',
    [lineId, token],
  );
  return rows[0]?.variant_id ?? null;
}

/** Which of these line ids are the checkout's. */
export async function checkoutLineIds(q: Queryable, token: string, lineIds: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM checkout_line WHERE checkout_token = $1 AND id = ANY($2::int[])',
    [token, lineIds],
  );
  return rows.map((row) => row.id);
}

/** Sets the variant's line to this quantity, making the line if there is none. */
export async function upsertLine(q: Queryable, token: string, variantId: number, quantity: number) {
  await q.query(
    `INSERT INTO checkout_line (checkout_token, variant_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (checkout_token, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [token, variantId, quantity],
  );
}

/** Adds a line for a variant the checkout does not hold yet. */
export async function insertLine(q: Queryable, token: string, variantId: number, quantity: number) {
  await q.query('INSERT INTO checkout_line (checkout_token, variant_id, quantity) VALUES ($1, $2, $3)', [
    token,
    variantId,
    quantity,
  ]);
}

export async function deleteVariantLine(q: Queryable, token: string, variantId: number) {
  await q.query('DELETE FROM checkout_line WHERE checkout_token = $1 AND variant_id = $2', [
    token,
    variantId,
  ]);
}

export async function deleteLinesById(q: Queryable, token: string, lineIds: number[]) {
  await q.query('DELETE FROM checkout_line WHERE checkout_token = $1 AND id = ANY($2::int[])', [
    token,
    lineIds,
  ]);
}

// Variants and stock

export async function variantStock(q: Queryable, variantId: number): Promise<VariantStock | null> {
  const { rows } = await q.query<VariantStock>(
    `SELECT v.id, COALESCE(v.sku, v.name) AS label, COALESCE(NULLIF(v.name, ''), v.sku, 'ID:' || v.id) AS title,
       v.track_inventory, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
     FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id WHERE v.id = $1`,
    [variantId],
  );
  return rows[0] ?? null;
}

/** Allocates the quantity from the variant's stock left; false (nothing taken) when too little is left. */
export async function allocateVariantStock(
  q: Queryable,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE stock SET quantity_allocated = quantity_allocated + $2
     WHERE variant_id = $1 AND quantity - quantity_allocated >= $2 RETURNING variant_id`,
    [variantId, quantity],
  );
  return rows.length > 0;
}

/** How the stock error names these variants (SKU, else name), in id order. */
export async function variantLabels(q: Queryable, variantIds: number[]): Promise<string[]> {
  const { rows } = await q.query<{ label: string }>(
    'SELECT COALESCE(sku, name) AS label FROM product_variant WHERE id = ANY($1::int[]) ORDER BY id',
    [variantIds],
  );
  return rows.map((row) => row.label);
}

// Shipping methods

export async function shippingMethodRows(q: Queryable): Promise<ShippingMethodRow[]> {
  return (await q.query<ShippingMethodRow>('SELECT * FROM shipping_method ORDER BY price_amount, id')).rows;
}

// saveAddress and metadata

const SAVE_ADDRESS_STATEMENT: Record<AddressTypeEnum, string> = {
  SHIPPING: 'UPDATE checkout SET save_shipping_address = $2 WHERE token = $1',
  BILLING: 'UPDATE checkout SET save_billing_address = $2 WHERE token = $1',
};

export async function setCheckoutSaveAddress(
  q: Queryable,
  token: string,
  type: AddressTypeEnum,
  save: boolean,
) {
  await q.query(SAVE_ADDRESS_STATEMENT[type], [token, save]);
}

/** Sets the given public metadata keys, keeping the others. */
export async function mergeCheckoutMetadata(q: Queryable, token: string, entries: Record<string, string>) {
  await q.query('UPDATE checkout SET metadata = metadata || $2::jsonb, updated_at = now() WHERE token = $1', [
    token,
    JSON.stringify(entries),
  ]);
}

/** What is left of each variant's stock (quantity less allocations), and whether it is tracked. */
export async function variantsStockLeft(
  q: Queryable,
  variantIds: number[],
): Promise<Map<number, { track_inventory: boolean; available: number }>> {
  const { rows } = await q.query<{ id: number; track_inventory: boolean; available: number }>(
    `SELECT v.id, v.track_inventory, COALESCE(SUM(s.quantity - s.quantity_allocated), 0)::int AS available
     FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id
     WHERE v.id = ANY($1::int[]) GROUP BY v.id`,
    [variantIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
