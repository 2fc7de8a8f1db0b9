import { defineMessages } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectOpenTransactionId } from './paymentSlice';

/**
 * The transaction this browser started for a checkout (by its global id) that the provider has not
 * refused, or null. Such a payment may still take money on the provider's page (a window the shopper left
 * open), so the checkout's total must not change under it, nor the order be placed without it.
 */
export function useOpenPayment(checkoutId: string): string | null {
  return useAppSelector((state) => selectOpenTransactionId(state, checkoutId));
}

/** Whether a payment was started for the checkout and may still take money (see useOpenPayment). */
export const usePaymentStarted = (checkoutId: string): boolean => useOpenPayment(checkoutId) !== null;

export const paymentStartedMessages = defineMessages({
  codeRefused: {
    id: 'payment.started.codeRefused',
    defaultMessage:
      'A payment has already been started for this checkout: finish or cancel it on the payment page before adding a promo code or gift card.',
    description:
      'Shown when a promo code or gift card is entered while a payment started earlier may still be taken by the provider',
  },
  startedBefore: {
    id: 'payment.started.before',
    defaultMessage:
      'A payment was started for this checkout before its total changed. Finish or cancel it on the payment page, then check it here before placing the order.',
    description:
      'Payment step with nothing left to pay while a payment started earlier may still be taken by the provider',
  },
  check: {
    id: 'payment.started.check',
    defaultMessage: 'Check the payment',
    description: 'Button that asks the payment provider whether a payment started earlier was taken',
  },
});
