import { fractionDigits, type TotalsInput } from '../../components/totals/totalRows';
import type { OrderDetailsFragment } from './Order.generated';

// An order's money as the totals rows take it (components/totals/totalRows.ts).

type MoneyOrder = Pick<
  OrderDetailsFragment,
  | 'isShippingRequired'
  | 'subtotal'
  | 'shippingPrice'
  | 'undiscountedShippingPrice'
  | 'total'
  | 'displayGrossPrices'
  | 'voucherCode'
  | 'discounts'
  | 'giftCards'
>;

/**
 * The order's discounts (Order.discounts: the voucher, order promotions, the shop's own), each named in
 * the order's language when it has a translation. What came off the shipping is what separates the
 * undiscounted shipping price from the shipping price; it is taken from the discounts in turn, the
 * voucher's first (a shipping voucher), and the rest came off the items.
 */
export function orderDiscounts(order: MoneyOrder): TotalsInput['discounts'] {
  const scale = 10 ** fractionDigits(order.total.gross.currency);
  const cents = (amount: number) => Math.round(amount * scale);
  const shippingOff = Math.max(
    0,
    cents(order.undiscountedShippingPrice.amount) - cents(order.shippingPrice.gross.amount),
  );
  const sorted = [...order.discounts].sort(
    (a, b) => Number(b.type === 'VOUCHER') - Number(a.type === 'VOUCHER'),
  );
  let shippingLeft = shippingOff;
  const result: TotalsInput['discounts'] = [];
  for (const discount of sorted) {
    const total = cents(discount.total.amount);
    const onShipping = Math.min(total, shippingLeft);
    shippingLeft -= onShipping;
    const base = {
      code: discount.type === 'VOUCHER' ? (order.voucherCode ?? null) : null,
      name: discount.translatedName || discount.name || null,
    };
    if (onShipping > 0) result.push({ ...base, amount: onShipping / scale, on: 'shipping' });
    if (total - onShipping > 0) result.push({ ...base, amount: (total - onShipping) / scale, on: 'items' });
  }
  return result;
}

export function orderTotalsInput(order: MoneyOrder): TotalsInput {
  return {
    subtotal: order.subtotal,
    shipping: order.isShippingRequired ? order.shippingPrice : 'none',
    total: order.total,
    displayGrossPrices: order.displayGrossPrices,
    discounts: orderDiscounts(order),
    giftCards: order.giftCards.map((card) => ({ last4: card.last4CodeChars, balance: null })),
  };
}
