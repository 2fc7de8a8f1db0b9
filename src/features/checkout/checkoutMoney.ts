import { fractionDigits, type TotalsInput } from '../../components/totals/totalRows';
import type { CheckoutDetailsFragment } from './CheckoutDetails.generated';

// A checkout's money as the totals rows take it (components/totals/totalRows.ts).

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
  | 'shippingMethods'
>;

const sameCents = (a: number, b: number, currency: string) => {
  const scale = 10 ** fractionDigits(currency);
  return Math.round(a * scale) === Math.round(b * scale);
};

/**
 * Whether the checkout's discount came off its shipping (a shipping voucher) rather than its items.
 * Saleor does not say: the chosen method's own price is the shipping before the voucher, so a shipping
 * price that is that price less the discount (with or without tax) was reduced by it.
 */
export function discountOnShipping(checkout: MoneyCheckout): boolean {
  const amount = checkout.discount?.amount ?? 0;
  const chosen = checkout.shippingMethod?.id;
  const method = chosen ? checkout.shippingMethods.find((each) => each.id === chosen) : undefined;
  if (!method || amount <= 0) return false;
  const { gross, net } = checkout.shippingPrice;
  const price = method.price.amount;
  if (sameCents(gross.amount, price, gross.currency)) return false;
  return (
    sameCents(gross.amount + amount, price, gross.currency) ||
    sameCents(net.amount + amount, price, gross.currency)
  );
}

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
              on: discountOnShipping(checkout) ? 'shipping' : 'items',
            },
          ]
        : [],
    giftCards: checkout.giftCards.map((card) => ({
      last4: card.last4CodeChars,
      balance: card.currentBalance.amount,
    })),
  };
}
