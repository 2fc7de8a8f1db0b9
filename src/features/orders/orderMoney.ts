import type { TotalsInput } from '../../components/totals/totalRows';
import type { OrderDetailsFragment } from './Order.generated';

// An order's money as the totals rows take it (components/totals/totalRows.ts).

type MoneyOrder = Pick<
  OrderDetailsFragment,
  | 'isShippingRequired'
  | 'subtotal'
  | 'shippingPrice'
  | 'total'
  | 'displayGrossPrices'
  | 'voucherCode'
  | 'discounts'
  | 'giftCards'
>;

/**
 * The order's discounts (Order.discounts: the voucher, order promotions, the shop's own), each named in
 * the order's language when it has a translation, the voucher with the order's code. Each is already
 * included in the order's subtotal or shipping: one row each, whichever it came off.
 */
export function orderDiscounts(order: MoneyOrder): TotalsInput['discounts'] {
  return order.discounts.map((discount) => ({
    amount: discount.total.amount,
    code: discount.type === 'VOUCHER' ? (order.voucherCode ?? null) : null,
    name: discount.translatedName || discount.name || null,
  }));
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
