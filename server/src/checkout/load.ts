import type { Transaction } from '@electric-sql/pglite';
import type { Queryable } from '../db/database';
import type { RequestDb } from '../db/timeBudget';
import { batchLoader } from '../graphql/batchLoader';
import { toCents } from '../graphql/money';
import { applyTax, taxContext, variantPrices, type Taxed } from '../pricing';
import { giftCardUsable } from '../discounts/giftCards';
import {
  checkoutGiftCards,
  setCheckoutVoucherCode,
  voucherByCode,
  voucherUsedBy,
  type GiftCardRow,
  type VoucherRow,
} from '../discounts/store';
import {
  voucherApplies,
  voucherDiscount,
  voucherIsActive,
  type VoucherLine,
  type VoucherSituation,
} from '../discounts/vouchers';
import { CheckoutFailure } from './checkoutErrors';
import { checkoutTransactionSums } from '../payments/store';
import { rateShippingMethods, type RatedShippingMethod } from './delivery';
import {
  checkoutCountries,
  checkoutLines,
  checkoutRow,
  shippingMethodRows,
  type CheckoutRow,
  type LinePrices,
  type LineRow,
} from './store';

// Reading a checkout and working out its money: the one place that knows how a total is made. Per
// line: the unit price after catalogue promotions times the quantity, less the voucher's share; each
// line total taxed at its product's rate (both sides rounded to the cent); the subtotal the sum of the
// rounded lines; shipping (less a shipping voucher) taxed at its own rate; the total their sum; then
// the active gift cards take their balances off the total (its net side scaled alike), never below 0.

export interface AppliedVoucher {
  voucher: VoucherRow;
  /** What the voucher takes off, as entered (lines or shipping). */
  discountCents: number;
}

export interface AppliedGiftCard {
  card: GiftCardRow;
  /** What the card takes off the total. */
  cents: number;
}

export interface CheckoutTotals {
  /** Each line with its `prices`. */
  lines: (LineRow & { prices: LinePrices })[];
  shippingRequired: boolean;
  /** Every shipping method, rated against this subtotal. */
  shippingMethods: RatedShippingMethod[];
  /** The chosen method, when the checkout needs shipping and one is chosen. */
  shippingMethod: RatedShippingMethod | null;
  /**
   * The country taxed in (Saleor's get_tax_country): the shipping address's when the checkout needs
   * shipping, the billing address's when it does not; without that address the channel's default (null).
   */
  country: string | null;
  displayGrossPrices: boolean;
  subtotal: Taxed;
  shipping: Taxed;
  /** The shipping method's price before a shipping voucher, as entered. */
  undiscountedShippingCents: number;
  /** Lines and shipping at their listing prices, taxed, before any discount. */
  undiscountedTotal: Taxed;
  totalBeforeGiftCards: Taxed;
  /** What is left to pay once the gift cards have given their balances. */
  total: Taxed;
  /** The voucher that applies now; null without one or when the checkout's no longer applies. */
  voucher: AppliedVoucher | null;
  /** Every attached card, in code order, and what each active one takes off the total. */
  giftCards: GiftCardRow[];
  giftCardsApplied: AppliedGiftCard[];
  /** Gross amounts: subtotal, shipping, and the total left to pay. */
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

const add = (a: Taxed, b: Taxed): Taxed => ({
  netCents: a.netCents + b.netCents,
  grossCents: a.grossCents + b.grossCents,
});

const ZERO: Taxed = { netCents: 0, grossCents: 0 };

/** a x b / c rounded half up, for non-negative integers. */
const scaleHalfUp = (a: number, b: number, c: number) =>
  c === 0 ? 0 : Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));

/** The service's clock now (Date.now, which tests move forward). */
export const now = () => new Date(Date.now());

/** The voucher the checkout holds, if its code is still usable and applies to the checkout as it is. */
async function applicableVoucher(
  db: Queryable,
  checkout: CheckoutRow,
  situation: Omit<VoucherSituation, 'usedByCustomer'>,
): Promise<VoucherRow | null> {
  if (checkout.voucher_code == null) return null;
  const voucher = await voucherByCode(db, checkout.voucher_code, checkout.channel_id);
  if (!voucher || !voucherIsActive(voucher, now())) return null;
  const usedByCustomer =
    voucher.apply_once_per_customer && checkout.customer_email != null
      ? await voucherUsedBy(db, voucher.id, checkout.customer_email)
      : false;
  return voucherApplies(voucher, { ...situation, usedByCustomer }) ? voucher : null;
}

/** The facts a voucher's conditions are checked against, and the lines as it sees them. */
async function checkoutFacts(db: Queryable, checkout: CheckoutRow) {
  const lines = await checkoutLines(db, checkout);
  const prices = await variantPrices(
    db,
    checkout.channel_id,
    lines.map((line) => line.variant_id),
  );
  const voucherLines: VoucherLine[] = lines.map((line) => {
    const unitCents = prices.get(line.variant_id)?.discountedCents ?? toCents(line.unit_price);
    return {
      id: line.id,
      variantId: line.variant_id,
      productId: line.product_id,
      categoryId: line.category_id,
      quantity: line.quantity,
      unitCents,
      totalCents: unitCents * line.quantity,
    };
  });
  const subtotalCents = voucherLines.reduce((sum, line) => sum + line.totalCents, 0);
  const shippingRequired = lines.some((line) => line.requires_shipping);
  const methods = await shippingMethodRows(db);
  const countries = await checkoutCountries(db, checkout);
  // Taxes follow where the goods go (Saleor's get_tax_country); a voucher's country list is checked
  // against the shipping address's, else the billing address's (Saleor's get_country).
  const country = shippingRequired ? countries.shipping : countries.billing;
  const voucherCountry = countries.shipping ?? countries.billing;
  return { lines, prices, voucherLines, subtotalCents, shippingRequired, methods, country, voucherCountry };
}

export async function checkoutTotals(db: Queryable, checkout: CheckoutRow): Promise<CheckoutTotals> {
  const { lines, prices, voucherLines, subtotalCents, shippingRequired, methods, country, voucherCountry } =
    await checkoutFacts(db, checkout);
  const quantity = lines.reduce((n, line) => n + line.quantity, 0);

  // The method as chosen, rated before the voucher: a shipping voucher needs one chosen.
  const ratedBefore = rateShippingMethods(methods, subtotalCents, checkout.currency);
  const chosenBefore =
    (shippingRequired && ratedBefore.find((method) => method.id === checkout.shipping_method_id)) || null;
  const situation = {
    subtotalCents,
    quantity,
    lines: voucherLines,
    shippingRequired,
    shippingMethodChosen: chosenBefore?.active ?? false,
    shippingCents: chosenBefore ? toCents(chosenBefore.price_amount) : 0,
    country: voucherCountry,
  };
  const voucher = await applicableVoucher(db, checkout, situation);
  const discount = voucher ? voucherDiscount(voucher, { ...situation, usedByCustomer: false }) : null;

  // As Saleor, the methods' order-price limits see the subtotal less an entire-order voucher.
  const lineDiscountCents = [...(discount?.lineCents.values() ?? [])].reduce((a, b) => a + b, 0);
  const ratingSubtotal = voucher?.type === 'ENTIRE_ORDER' ? subtotalCents - lineDiscountCents : subtotalCents;
  const shippingMethods = rateShippingMethods(methods, ratingSubtotal, checkout.currency);
  const shippingMethod =
    (shippingRequired && shippingMethods.find((method) => method.id === checkout.shipping_method_id)) || null;

  const taxes = await taxContext(
    db,
    checkout.channel_id,
    country,
    [...new Set(lines.map((line) => line.product_id))],
    shippingMethod ? [shippingMethod.id] : [],
  );
  const pricedLines = lines.map((line, i) => {
    const rate = taxes.productRate(line.product_id);
    const undiscountedUnitCents = prices.get(line.variant_id)?.undiscountedCents ?? toCents(line.unit_price);
    const voucherCents = discount?.lineCents.get(line.id) ?? 0;
    const total = applyTax(voucherLines[i].totalCents - voucherCents, rate, taxes.rules);
    const linePrices: LinePrices = {
      undiscountedUnitCents,
      unitCents: voucherLines[i].unitCents,
      voucherCents,
      taxRate: rate,
      total,
      unit: {
        netCents: scaleHalfUp(total.netCents, 1, line.quantity),
        grossCents: scaleHalfUp(total.grossCents, 1, line.quantity),
      },
      undiscountedUnit: applyTax(undiscountedUnitCents, rate, taxes.rules),
      undiscountedTotal: applyTax(undiscountedUnitCents * line.quantity, rate, taxes.rules),
    };
    return { ...line, prices: linePrices };
  });
  const subtotal = pricedLines.reduce((sum, line) => add(sum, line.prices.total), ZERO);

  const undiscountedShippingCents = shippingMethod ? toCents(shippingMethod.price_amount) : 0;
  const shippingRate = shippingMethod ? taxes.shippingRate(shippingMethod.id) : 0;
  const shipping = applyTax(
    undiscountedShippingCents - (discount?.shippingCents ?? 0),
    shippingRate,
    taxes.rules,
  );
  const totalBeforeGiftCards = add(subtotal, shipping);
  const undiscountedTotal = add(
    pricedLines.reduce((sum, line) => add(sum, line.prices.undiscountedTotal), ZERO),
    applyTax(undiscountedShippingCents, shippingRate, taxes.rules),
  );

  // Active cards give their balances in code order, until nothing is left to pay.
  const giftCards = await checkoutGiftCards(db, checkout.token);
  let owed = totalBeforeGiftCards.grossCents;
  const giftCardsApplied: AppliedGiftCard[] = [];
  for (const card of giftCards) {
    if (!giftCardUsable(card, { now: now(), currency: checkout.currency })) continue;
    const cents = Math.min(owed, toCents(card.current_balance_amount));
    giftCardsApplied.push({ card, cents });
    owed -= cents;
  }
  const total: Taxed = {
    grossCents: owed,
    netCents: scaleHalfUp(totalBeforeGiftCards.netCents, owed, totalBeforeGiftCards.grossCents),
  };

  return {
    lines: pricedLines,
    shippingRequired,
    shippingMethods,
    shippingMethod,
    country,
    displayGrossPrices: taxes.rules.displayGrossPrices,
    subtotal,
    shipping,
    undiscountedShippingCents,
    undiscountedTotal,
    totalBeforeGiftCards,
    total,
    voucher: voucher && discount ? { voucher, discountCents: discount.totalCents } : null,
    giftCards,
    giftCardsApplied,
    subtotalCents: subtotal.grossCents,
    shippingCents: shipping.grossCents,
    totalCents: total.grossCents,
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

/**
 * As Saleor, a voucher that no longer applies after a change (lines, addresses, delivery, email) is
 * taken off the checkout without a word: the mutation succeeds and the code is gone.
 */
async function dropVoucherThatNoLongerApplies(tx: Transaction, token: string) {
  const checkout = await checkoutRow(tx, token);
  if (!checkout?.voucher_code) return;
  if (!(await checkoutTotals(tx, checkout)).voucher) await setCheckoutVoucherCode(tx, token, null);
}

/** Runs a checkout mutation in one transaction; a CheckoutFailure rolls it back into `errors`. */
export async function mutateCheckout(ctx: { db: RequestDb }, work: (tx: Transaction) => Promise<string>) {
  try {
    const token = await ctx.db.transaction(async (tx) => {
      const changed = await work(tx);
      await dropVoucherThatNoLongerApplies(tx, changed);
      return changed;
    });
    return { checkout: await checkoutRow(ctx.db, token), errors: [] };
  } catch (error) {
    if (error instanceof CheckoutFailure) return { checkout: null, errors: error.errors };
    throw error;
  }
}
