import type { Transaction } from '@electric-sql/pglite';
import type { Queryable } from '../db/database';
import type { RequestDb } from '../db/timeBudget';
import { batchLoader } from '../graphql/batchLoader';
import { toCents } from '../graphql/money';
import { CheckoutFailure } from './checkoutErrors';
import { checkoutTransactionSums } from '../payments/store';
import { rateShippingMethods, type RatedShippingMethod } from './delivery';
import { checkoutLines, checkoutRow, shippingMethodRows, type CheckoutRow, type LineRow } from './store';

// Reading a checkout and working out its money: the one place that knows how a total is made
// (lines, plus the chosen shipping method when the checkout needs shipping).

// The types the schema's Checkout and CheckoutLine are read from.

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
  const { charged, authorized } = await checkoutTransactionSums(db, token);
  return { chargedCents: toCents(charged), authorizedCents: toCents(authorized) };
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
