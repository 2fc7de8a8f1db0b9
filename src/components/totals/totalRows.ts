import type { MoneyValue } from '../common/Money';

// The rows of a totals box (cart, checkout, order), from Saleor's own figures, so that they add up to
// the total to the cent. Saleor's subtotal and shipping are already net of a voucher and its total is
// already less the gift cards, so the rows put the discount back ("before the voucher") and take it off
// again in a row of its own, and the gift cards are what separates subtotal + shipping from the total.
// Everything is counted in integer minor units (cents) and only turned back into amounts at the end.

/** A price with and without tax, as Saleor's TaxedMoney gives it. */
export interface Taxed {
  gross: MoneyValue;
  net: MoneyValue;
}

/** A discount already taken off the subtotal (items) or the shipping. */
export interface DiscountInput {
  /** The amount taken off, in the prices as entered (gross when the shop enters prices with tax). */
  amount: number;
  /** The promo code, when a code brought it. */
  code: string | null;
  /** Its name in the shopper's language, when it has one. */
  name: string | null;
  on: 'items' | 'shipping';
}

export interface GiftCardInput {
  last4: string;
  /** The card's balance before this purchase, when known (a checkout's cards); null for an order's. */
  balance: number | null;
}

export interface TotalsInput {
  /** After the discounts. */
  subtotal: Taxed;
  /** After the discounts; 'later' before a delivery method is chosen, 'none' when nothing ships. */
  shipping: Taxed | 'later' | 'none';
  /** What is paid: after the discounts, less the gift cards. */
  total: Taxed;
  /** Amounts shown with tax (a caption says how much is included), or net with a tax row. */
  displayGrossPrices: boolean;
  discounts: DiscountInput[];
  giftCards: GiftCardInput[];
}

export type TotalLine =
  | { kind: 'subtotal'; amount: number }
  | { kind: 'discount'; amount: number; code: string | null; name: string | null }
  | { kind: 'shipping'; state: 'amount'; amount: number }
  | { kind: 'shipping'; state: 'later' | 'none' }
  | { kind: 'tax'; amount: number }
  | { kind: 'giftCard'; amount: number; last4: string[] }
  | { kind: 'total'; amount: number };

export interface Totals {
  currency: string;
  /** In order; discounts and gift cards are negative. The amounts add up to the total row's. */
  lines: TotalLine[];
  /** The tax the gross amounts include (shown as a caption), or null (none, or a tax row shows it). */
  includedTax: number | null;
}

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits (USD 2, JPY 0, KWD 3). */
export function fractionDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits as number;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** The rows of a totals box. */
export function totalRows(input: TotalsInput): Totals {
  const currency = input.total.gross.currency;
  const scale = 10 ** fractionDigits(currency);
  const units = (amount: number) => Math.round(amount * scale);
  const amount = (minor: number) => minor / scale;
  const gross = input.displayGrossPrices;

  const subtotal = { gross: units(input.subtotal.gross.amount), net: units(input.subtotal.net.amount) };
  const shipping =
    typeof input.shipping === 'string'
      ? null
      : { gross: units(input.shipping.gross.amount), net: units(input.shipping.net.amount) };
  const paid = units(input.total.gross.amount);

  // A discount on the shipping needs a shipping price to come off.
  const discounts = input.discounts
    .map((discount) => ({
      ...discount,
      on: discount.on === 'shipping' && shipping ? discount.on : ('items' as const),
      minor: units(discount.amount),
    }))
    .filter((discount) => discount.minor > 0);

  // Net display: a discount entered with tax shown without it, in the proportion of what it came off
  // (a display figure only: the tax row keeps the sum exact whatever it is).
  const shown = (minor: number, on: 'items' | 'shipping') => {
    if (gross) return minor;
    const base = on === 'shipping' && shipping ? shipping : subtotal;
    return base.gross > 0 ? Math.round((minor * base.net) / base.gross) : minor;
  };
  const shownDiscounts = discounts.map((discount) => ({
    ...discount,
    shown: shown(discount.minor, discount.on),
  }));
  const backOn = (on: 'items' | 'shipping') =>
    shownDiscounts.filter((discount) => discount.on === on).reduce((sum, d) => sum + d.shown, 0);

  const lines: TotalLine[] = [];
  lines.push({ kind: 'subtotal', amount: amount((gross ? subtotal.gross : subtotal.net) + backOn('items')) });
  for (const discount of shownDiscounts)
    lines.push({
      kind: 'discount',
      amount: amount(-discount.shown),
      code: discount.code,
      name: discount.name,
    });
  if (shipping)
    lines.push({
      kind: 'shipping',
      state: 'amount',
      amount: amount((gross ? shipping.gross : shipping.net) + backOn('shipping')),
    });
  else lines.push({ kind: 'shipping', state: input.shipping as 'later' | 'none' });

  const before = { gross: subtotal.gross + (shipping?.gross ?? 0), net: subtotal.net + (shipping?.net ?? 0) };
  const tax = before.gross - before.net;
  if (!gross) lines.push({ kind: 'tax', amount: amount(tax) });

  // The gift cards paid what separates the order's gross amount from the total.
  const covered = before.gross - paid;
  if (covered > 0)
    lines.push(
      ...giftCardLines(input.giftCards, covered, units).map(({ last4, minor }) => ({
        kind: 'giftCard' as const,
        last4,
        amount: amount(-minor),
      })),
    );

  lines.push({ kind: 'total', amount: amount(paid) });
  return { currency, lines, includedTax: gross && tax > 0 ? amount(tax) : null };
}

/**
 * How the covered amount splits over the cards: each card in turn pays what its balance allows (Saleor
 * debits them in that order), the last takes any rest. Without balances (an order's cards), one line.
 */
function giftCardLines(cards: GiftCardInput[], covered: number, units: (amount: number) => number) {
  if (!cards.length) return [{ last4: [], minor: covered }];
  if (cards.some((card) => card.balance === null))
    return [{ last4: cards.map((card) => card.last4), minor: covered }];
  const shares: { last4: string[]; minor: number }[] = [];
  let left = covered;
  cards.forEach((card, index) => {
    const last = index === cards.length - 1;
    const share = last ? left : Math.min(left, units(card.balance as number));
    shares.push({ last4: [card.last4], minor: share });
    left -= share;
  });
  return shares.filter((share) => share.minor > 0);
}

/** A price as the shop displays it: with tax, or without. */
export const shownPrice = (price: Taxed, displayGrossPrices: boolean): MoneyValue =>
  displayGrossPrices ? price.gross : price.net;
