import { giftCardUsable, type TotalsInput } from '../../components/totals/totalRows';
import type { CheckoutDetailsFragment } from './CheckoutDetails.generated';

// A checkout's money as the totals rows take it (components/totals/totalRows.ts). Saleor's subtotal and
// shipping already include the voucher (Checkout.discount), whether it came off the items or the
// shipping: the rows show it as included, so which one it was need not be known.

type MoneyCheckout = Pick<
  CheckoutDetailsFragment,
  | 'isShippingRequired'
  | 'subtotalPrice'
  | 'shippingPrice'
  | 'totalPrice'
  | 'displayGrossPrices'
  | 'voucherCode'
  | 'discount'
  | 'discountName'
  | 'translatedDiscountName'
  | 'giftCards'
  | 'shippingMethod'
>;

/** The discount's name in the shopper's language (the checkout's), else the shop's own, else none. */
export const discountName = (checkout: Pick<MoneyCheckout, 'translatedDiscountName' | 'discountName'>) =>
  checkout.translatedDiscountName || checkout.discountName || null;

export function checkoutTotalsInput(checkout: MoneyCheckout): TotalsInput {
  const amount = checkout.discount?.amount ?? 0;
  return {
    subtotal: checkout.subtotalPrice,
    shipping: !checkout.isShippingRequired
      ? 'none'
      : checkout.shippingMethod
        ? checkout.shippingPrice
        : 'later',
    total: checkout.totalPrice,
    displayGrossPrices: checkout.displayGrossPrices,
    discounts:
      amount > 0
        ? [
            {
              amount,
              code: checkout.voucherCode ?? null,
              name: discountName(checkout),
            },
          ]
        : [],
    giftCards: checkout.giftCards.map((card) => ({
      last4: card.last4CodeChars,
      balance: card.currentBalance.amount,
      usable: giftCardUsable(card),
    })),
  };
}
