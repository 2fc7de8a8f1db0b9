import type { MoneyValue } from '../common/Money';

// The rows of a totals box (cart, checkout, order), from Saleor's own figures as they are, so that they
// agree with the lines above them and add up to the total to the cent. Saleor's subtotal and shipping
// are already net of a voucher (it spreads an order voucher over the lines), and its total is already
// less the gift cards: so the subtotal and shipping show as Saleor gives them, a discount shows as a
// saving already included in them (information, not counted), and the gift cards are what separates
// subtotal + shipping (+ tax) from the total. Everything is counted in integer minor units (cents) and
// only turned back into amounts at the end.

/** A price with and without tax, as Saleor's TaxedMoney gives it. */
export interface Taxed {
  gross: MoneyValue;
  net: MoneyValue;
}

/** A discount already taken off the subtotal or the shipping (Saleor does not say which). */
export interface DiscountInput {
  /** The amount taken off, in the prices as entered (gross when the shop enters prices with tax). */
  amount: number;
  /** The promo code, when a code brought it. */
  code: string | null;
  /** Its name in the shopper's language, when it has one. */
  name: string | null;
}

export interface GiftCardInput {
  last4: string;
  /** The card's balance before this purchase, when known (a checkout's cards); null for an order's. */
  balance: number | null;
  /**
   * False for a card still attached to the checkout that can no longer pay (deactivated, or past its
   * expiry date): Saleor leaves it out of the total, so it takes no share of what the cards paid.
   */
  usable?: boolean;
}

/** Today's date in UTC as YYYY-MM-DD, the form of Saleor's GiftCard.expiryDate. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Whether a gift card can still pay: active, and not past its expiry date (Saleor's Date, compared as
 * a UTC day: a card expiring today still pays today).
 */
export const giftCardUsable = (
  card: { isActive: boolean; expiryDate: string | null },
  today: string = utcToday(),
) => card.isActive && (!card.expiryDate || card.expiryDate >= today);

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
  | { kind: 'shipping'; state: 'amount'; amount: number }
  | { kind: 'shipping'; state: 'later' | 'none' }
  /** Already included in the subtotal or shipping above it: shown, never counted again. */
  | { kind: 'discount'; amount: number; code: string | null; name: string | null }
  | { kind: 'tax'; amount: number }
  | { kind: 'giftCard'; amount: number; last4: string[] }
  | { kind: 'total'; amount: number };

export interface Totals {
  currency: string;
  /**
   * In order; discounts and gift cards are negative. The counted rows (all but the discounts, which
   * are included in the subtotal and shipping) add up to the total row's amount.
   */
  lines: TotalLine[];
  /** The tax the gross amounts include (shown as a caption), or null (none, or a tax row shows it). */
  includedTax: number | null;
}

/** Whether a row's amount counts towards the total (a discount is already in the rows above it). */
export const isCounted = (line: TotalLine) => line.kind !== 'discount' && line.kind !== 'total';

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
  const before = { gross: subtotal.gross + (shipping?.gross ?? 0), net: subtotal.net + (shipping?.net ?? 0) };

  const lines: TotalLine[] = [];
  lines.push({ kind: 'subtotal', amount: amount(gross ? subtotal.gross : subtotal.net) });
  if (shipping)
    lines.push({ kind: 'shipping', state: 'amount', amount: amount(gross ? shipping.gross : shipping.net) });
  else lines.push({ kind: 'shipping', state: input.shipping as 'later' | 'none' });

  // Net display: the discount is taken to be as entered with tax (the demo shop's and Saleor's default:
  // prices entered with tax), and shown without it in the proportion of the amounts it is included in,
  // so that it reads in the same basis as they do. Information only: not counted, so a shop entering
  // prices without tax sees it a little low, and the rows still add up.
  const shown = (minor: number) =>
    gross || before.gross <= 0 ? minor : Math.round((minor * before.net) / before.gross);
  for (const discount of input.discounts) {
    const minor = units(discount.amount);
    if (minor > 0)
      lines.push({
        kind: 'discount',
        amount: amount(-shown(minor)),
        code: discount.code,
        name: discount.name,
      });
  }

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
function giftCardLines(attached: GiftCardInput[], covered: number, units: (amount: number) => number) {
  const cards = attached.filter((card) => card.usable !== false);
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
