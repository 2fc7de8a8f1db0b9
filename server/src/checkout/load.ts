import type { Transaction } from '@electric-sql/pglite';
import type { Queryable } from '../db/database';
import type { RequestDb } from '../db/timeBudget';
import { batchLoader } from '../graphql/batchLoader';
import { toCents } from '../graphql/money';
import { CheckoutFailure } from './checkoutErrors';
import { rateShippingMethods, shippingMethodRows, type RatedShippingMethod } from './delivery';

// Reading a checkout and working out its money: the one place that knows how a total is made
// (lines, plus the chosen shipping method when the checkout needs shipping).

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
}

export interface LineRow {
  id: number;
  quantity: number;
  variant_id: number;
  unit_price: string;
  requires_shipping: boolean;
  /** Whether buying the variant takes from its stock (Saleor's trackInventory). */
  track_inventory: boolean;
  currency: string;
}

export async function checkoutRow(db: Queryable, token: string): Promise<CheckoutRow | null> {
  if (!UUID.test(token)) return null;
  const { rows } = await db.query<CheckoutRow>(
    `SELECT c.*, ch.currency_code AS currency
     FROM checkout c JOIN channel ch ON ch.id = c.channel_id WHERE c.token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

export async function checkoutLines(db: Queryable, checkout: CheckoutRow): Promise<LineRow[]> {
  const { rows } = await db.query<Omit<LineRow, 'currency'>>(
    `SELECT l.id, l.quantity, l.variant_id, v.price_amount AS unit_price, pt.is_shipping_required AS requires_shipping,
       v.track_inventory
     FROM checkout_line l JOIN product_variant v ON v.id = l.variant_id
     JOIN product p ON p.id = v.product_id JOIN product_type pt ON pt.id = p.product_type_id
     WHERE l.checkout_token = $1 ORDER BY l.id`,
    [checkout.token],
  );
  return rows.map((row) => ({ ...row, currency: checkout.currency }));
}

export interface CheckoutTotals {
  lines: LineRow[];
  shippingRequired: boolean;
  /** Every shipping method, rated against this subtotal. */
  shippingMethods: RatedShippingMethod[];
  /** The chosen method, when the checkout needs shipping and one is chosen. */
  shippingMethod: RatedShippingMethod | null;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export async function checkoutTotals(db: Queryable, checkout: CheckoutRow): Promise<CheckoutTotals> {
  const lines = await checkoutLines(db, checkout);
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.unit_price) * line.quantity, 0);
  const shippingRequired = lines.some((line) => line.requires_shipping);
  const shippingMethods = rateShippingMethods(await shippingMethodRows(db), subtotalCents, checkout.currency);
  const shippingMethod =
    (shippingRequired && shippingMethods.find((method) => method.id === checkout.shipping_method_id)) || null;
  const shippingCents = shippingMethod ? toCents(shippingMethod.price_amount) : 0;
  return {
    lines,
    shippingRequired,
    shippingMethods,
    shippingMethod,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/**
 * A request's checkout totals, worked out once per checkout row however many fields ask for them. A
 * row read again (after a mutation) is a new key, so its totals are worked out afresh.
 */
export const checkoutTotalsLoader = (db: Queryable) =>
  batchLoader<CheckoutRow, CheckoutTotals>(
    async (checkouts) =>
      new Map(await Promise.all(checkouts.map(async (c) => [c, await checkoutTotals(db, c)] as const))),
    (checkout) => checkoutTotals(db, checkout),
  );

/** Charged and authorized amounts of the checkout's transactions, in cents. */
export async function checkoutPayments(db: Queryable, token: string) {
  const { rows } = await db.query<{ charged: string; authorized: string }>(
    `SELECT COALESCE(SUM(charged_amount), 0)::text AS charged, COALESCE(SUM(authorized_amount), 0)::text AS authorized
     FROM transaction_item WHERE checkout_token = $1`,
    [token],
  );
  return { chargedCents: toCents(rows[0].charged), authorizedCents: toCents(rows[0].authorized) };
}

/** Runs a checkout mutation in one transaction; a CheckoutFailure rolls it back into `errors`. */
export async function mutateCheckout(ctx: { db: RequestDb }, work: (tx: Transaction) => Promise<string>) {
  try {
    const token = await ctx.db.transaction(work);
    return { checkout: await checkoutRow(ctx.db, token), errors: [] };
  } catch (error) {
    if (error instanceof CheckoutFailure) return { checkout: null, errors: error.errors };
    throw error;
  }
}
