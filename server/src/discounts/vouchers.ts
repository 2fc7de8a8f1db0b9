import { toCents } from '../graphql/money';
import type { VoucherRow } from './store';

// Saleor's voucher rules. A code is usable (else "invalid") while its voucher runs, its code is on,
// its uses are under the limit and the voucher is listed in the checkout's channel. It applies to a
// checkout (else "not applicable") when the checkout meets its conditions: minimum spend, minimum
// quantity, once per customer, the products it is for, a chosen shipping method to a listed country.
// Its amount comes off prices already lowered by catalogue promotions, before tax.

/** A checkout line as a voucher sees it: entered prices, after catalogue promotions. */
export interface VoucherLine {
  id: number;
  variantId: number;
  productId: number;
  categoryId: number | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** What a voucher's conditions are checked against. */
export interface VoucherSituation {
  /** Lines' totals after catalogue promotions, before the voucher, shipping excluded. */
  subtotalCents: number;
  quantity: number;
  lines: VoucherLine[];
  shippingRequired: boolean;
  /** Whether a shipping method is chosen (and applicable). */
  shippingMethodChosen: boolean;
  /** The chosen shipping method's price, 0 without one. */
  shippingCents: number;
  /** The shipping address's country, else the billing address's. */
  country: string | null;
  /** The customer (the account's email when logged in, else the checkout's) has used it before. */
  usedByCustomer: boolean;
}

/** The voucher's amount and where it comes off: lines (by id) or shipping. */
export interface VoucherDiscount {
  totalCents: number;
  lineCents: Map<number, number>;
  shippingCents: number;
}

/** Whether the code can be used now in the channel it was read for (Saleor's "active" voucher). */
export function voucherIsActive(voucher: VoucherRow, now: Date): boolean {
  if (voucher.discount_value == null || !voucher.code_is_active) return false;
  if (new Date(voucher.start_date).getTime() > now.getTime()) return false;
  if (voucher.end_date != null && new Date(voucher.end_date).getTime() < now.getTime()) return false;
  return voucher.usage_limit == null || voucher.used < voucher.usage_limit;
}

/** Whether a SPECIFIC_PRODUCT voucher covers the line; one listing nothing covers every line. */
function covers(voucher: VoucherRow, line: VoucherLine): boolean {
  if (!voucher.product_ids.length && !voucher.variant_ids.length && !voucher.category_ids.length) return true;
  return (
    voucher.variant_ids.includes(line.variantId) ||
    voucher.product_ids.includes(line.productId) ||
    (line.categoryId != null && voucher.category_ids.includes(line.categoryId))
  );
}

/** The lines the voucher's amount is worked out on. */
function discountedLines(voucher: VoucherRow, lines: VoucherLine[]): VoucherLine[] {
  return voucher.type === 'SPECIFIC_PRODUCT' ? lines.filter((line) => covers(voucher, line)) : lines;
}

/** Whether an active voucher applies to the checkout as it is. */
export function voucherApplies(voucher: VoucherRow, situation: VoucherSituation): boolean {
  if (voucher.only_for_staff) return false; // shoppers only here: no staff accounts
  if (voucher.min_spent_amount != null && situation.subtotalCents < toCents(voucher.min_spent_amount))
    return false;
  if (voucher.min_checkout_items_quantity != null && situation.quantity < voucher.min_checkout_items_quantity)
    return false;
  if (voucher.apply_once_per_customer && situation.usedByCustomer) return false;
  if (voucher.type === 'SPECIFIC_PRODUCT' && !discountedLines(voucher, situation.lines).length) return false;
  if (voucher.type === 'SHIPPING') {
    if (!situation.shippingRequired || !situation.shippingMethodChosen) return false;
    if (voucher.countries.length && !(situation.country && voucher.countries.includes(situation.country)))
      return false;
  }
  return true;
}

/** value % of cents, rounded half up to the cent (value has at most two decimals). */
export function percentOf(cents: number, value: string): number {
  const hundredths = BigInt(toCents(value));
  return Number((2n * BigInt(cents) * hundredths + 10000n) / 20000n);
}

/** The voucher's reduction of an amount: a percentage of it, or the fixed amount, never more than it. */
function reduction(voucher: VoucherRow, baseCents: number, units = 1): number {
  const value = voucher.discount_value ?? '0';
  const cents =
    voucher.discount_value_type === 'PERCENTAGE' ? percentOf(baseCents, value) : toCents(value) * units;
  return Math.max(0, Math.min(cents, baseCents));
}

/**
 * Shares an amount (at most the lines' total) among the lines in proportion to their totals, each
 * share rounded half up and the last line taking what is left. No line gives more than its total:
 * what a line has no room for goes to the first lines that have some, so the shares always add up
 * to the amount to the cent.
 */
export function spread(amountCents: number, lines: VoucherLine[]): Map<number, number> {
  const shares = new Map<number, number>();
  const base = lines.reduce((sum, line) => sum + line.totalCents, 0);
  let left = Math.min(amountCents, base);
  lines.forEach((line, i) => {
    const share =
      i === lines.length - 1 || base === 0
        ? left
        : Number((2n * BigInt(amountCents) * BigInt(line.totalCents) + BigInt(base)) / (2n * BigInt(base)));
    const taken = Math.min(share, left, line.totalCents);
    shares.set(line.id, taken);
    left -= taken;
  });
  for (const line of lines) {
    if (left <= 0) break;
    const more = Math.min(left, line.totalCents - shares.get(line.id)!);
    shares.set(line.id, shares.get(line.id)! + more);
    left -= more;
  }
  return shares;
}

/** The voucher's amount on a checkout it applies to, and where it comes off. */
export function voucherDiscount(voucher: VoucherRow, situation: VoucherSituation): VoucherDiscount {
  const none: VoucherDiscount = { totalCents: 0, lineCents: new Map(), shippingCents: 0 };
  if (voucher.type === 'SHIPPING') {
    const cents = reduction(voucher, situation.shippingCents);
    return { ...none, totalCents: cents, shippingCents: cents };
  }
  const lines = discountedLines(voucher, situation.lines).filter((line) => line.totalCents > 0);
  if (!lines.length) return none;
  if (voucher.apply_once_per_order) {
    // One unit of the cheapest line (the first of equals) takes the whole discount.
    const cheapest = lines.reduce((low, line) => (line.unitCents < low.unitCents ? line : low));
    const cents = reduction(voucher, cheapest.unitCents);
    return { ...none, totalCents: cents, lineCents: new Map([[cheapest.id, cents]]) };
  }
  if (voucher.type === 'ENTIRE_ORDER') {
    const base = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const lineCents = spread(reduction(voucher, base), lines);
    return { ...none, totalCents: [...lineCents.values()].reduce((a, b) => a + b, 0), lineCents };
  }
  // SPECIFIC_PRODUCT: each covered line on its own (a fixed amount per unit).
  const lineCents = new Map(
    lines.map((line) => [line.id, reduction(voucher, line.totalCents, line.quantity)]),
  );
  // As Saleor, the checkout's discount of a percentage is worked out per unit (rounded) times the
  // quantity, while each line rounds the percentage of its own total: the two may differ by a cent.
  const totalCents =
    voucher.discount_value_type === 'PERCENTAGE'
      ? lines.reduce(
          (sum, line) => sum + Math.min(reduction(voucher, line.unitCents) * line.quantity, line.totalCents),
          0,
        )
      : [...lineCents.values()].reduce((a, b) => a + b, 0);
  return { ...none, totalCents, lineCents };
}
