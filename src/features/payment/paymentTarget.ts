import { transactionName } from '../../lib/payment/paymentRules';
import type { CheckoutDetailsFragment } from '../checkout';
import type { PaymentTarget } from './usePayment';

// Its own small module: the checkout page builds the target before its payment step (and the
// payment machinery) has loaded.

/** A checkout as what is paid: its total, and the transaction name from its first line. */
export function checkoutPaymentTarget(checkout: CheckoutDetailsFragment): PaymentTarget {
  const first = checkout.lines[0];
  return {
    kind: 'checkout',
    id: checkout.id,
    token: checkout.token,
    amount: checkout.totalPrice.gross.amount,
    name: transactionName({
      kind: 'checkout',
      productName: first.variant.product.name,
      variantName: first.variant.name,
    }),
  };
}
