import Alert from '@mui/material/Alert';
import { createElement, type ComponentType } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { paymentErrorMessages } from '../../payment';
import type { InfoPageContent } from '../infoContent';

/**
 * Quotes one payment error word for word, as the payment pages show it (the same message), so the
 * shopper recognises it here. A note, not an alert: nothing has gone wrong on this page.
 */
function errorQuote(message: MessageDescriptor): ComponentType {
  function PaymentErrorQuote() {
    const intl = useIntl();
    return createElement(
      Alert,
      { severity: 'error', variant: 'outlined', role: 'note' },
      intl.formatMessage(message),
    );
  }
  PaymentErrorQuote.displayName = `PaymentErrorQuote(${String(message.id)})`;
  return PaymentErrorQuote;
}

const m = defineMessages({
  intro: {
    id: 'page.paymentTroubleshooting.intro',
    defaultMessage: 'What each payment error means and what to do about it.',
    description: 'Lead paragraph of the paymentTroubleshooting page',
  },
  description: {
    id: 'info.paymentTroubleshooting.description',
    defaultMessage:
      'Payment problems at {shop}: what each payment error message means and what to do, payments that are still being confirmed, and why your order and cart are safe.',
    description: 'Meta description of the payment troubleshooting page (search engines and link previews)',
  },
  whatToDo: {
    id: 'info.paymentTroubleshooting.whatToDo',
    defaultMessage: 'What you can do:',
    description:
      'Payment troubleshooting page: the short paragraph before each list of steps (repeated in every error section)',
  },

  chargeFailureHeading: {
    id: 'info.paymentTroubleshooting.chargeFailure.heading',
    defaultMessage: 'The payment could not be charged',
    description: 'Payment troubleshooting section heading: the error “The payment could not be charged”',
  },
  chargeFailureMeaning: {
    id: 'info.paymentTroubleshooting.chargeFailure.meaning',
    defaultMessage:
      'The payment provider refused to take the money. Most often the card or account does not have enough balance, or its bank does not allow the payment; more rarely, the shop’s payment gateway is not set up correctly. No money was taken.',
    description: 'Payment troubleshooting paragraph: what the charge failure error means',
  },
  chargeFailureDo1: {
    id: 'info.paymentTroubleshooting.chargeFailure.do1',
    defaultMessage:
      'Check that your card or account has enough balance and may be used for online payments, then try again.',
    description: 'Payment troubleshooting list item: a step to take after a charge failure',
  },
  chargeFailureDo2: {
    id: 'info.paymentTroubleshooting.chargeFailure.do2',
    defaultMessage: 'Try another card or another payment method.',
    description: 'Payment troubleshooting list item: a step to take after a charge failure',
  },
  chargeFailureDo3: {
    id: 'info.paymentTroubleshooting.chargeFailure.do3',
    defaultMessage:
      'If every card fails the same way, the shop’s payment settings are probably at fault: contact the shop with your order number or the time of your attempt.',
    description: 'Payment troubleshooting list item: a step to take after a charge failure',
  },

  authorizationFailureHeading: {
    id: 'info.paymentTroubleshooting.authorizationFailure.heading',
    defaultMessage: 'The payment was not authorised',
    description: 'Payment troubleshooting section heading: the error “The payment was not authorised”',
  },
  authorizationFailureMeaning: {
    id: 'info.paymentTroubleshooting.authorizationFailure.meaning',
    defaultMessage:
      'Before any money is taken, the payment provider asks your bank to approve (authorise) the amount, and the answer was no. Common reasons are a mistyped card number, expiry date or security code, an expired card, or a confirmation your bank asked for that was not given in time. Nothing was charged.',
    description: 'Payment troubleshooting paragraph: what the authorisation failure error means',
  },
  authorizationFailureDo1: {
    id: 'info.paymentTroubleshooting.authorizationFailure.do1',
    defaultMessage: 'Check the card number, the expiry date and the security code (CVV), then try again.',
    description: 'Payment troubleshooting list item: a step to take after an authorisation failure',
  },
  authorizationFailureDo2: {
    id: 'info.paymentTroubleshooting.authorizationFailure.do2',
    defaultMessage:
      'If your bank asks you to confirm the payment (in its app or with a code), confirm it before the time runs out.',
    description: 'Payment troubleshooting list item: a step to take after an authorisation failure',
  },
  authorizationFailureDo3: {
    id: 'info.paymentTroubleshooting.authorizationFailure.do3',
    defaultMessage: 'If it is refused again, ask your bank why, or use another card or payment method.',
    description: 'Payment troubleshooting list item: a step to take after an authorisation failure',
  },

  missingReferenceHeading: {
    id: 'info.paymentTroubleshooting.missingReference.heading',
    defaultMessage: 'The payment gateway sent no reference number',
    description: 'Payment troubleshooting section heading: the error about a missing reference number',
  },
  missingReferenceMeaning: {
    id: 'info.paymentTroubleshooting.missingReference.meaning',
    defaultMessage:
      'Every payment the payment provider handles gets a reference number, which ties it to your order. This time the payment gateway answered without one, so the shop cannot tell what became of the payment. This is a fault in the shop’s payment setup, not in your details.',
    description: 'Payment troubleshooting paragraph: what the missing reference number error means',
  },
  missingReferenceDo1: {
    id: 'info.paymentTroubleshooting.missingReference.do1',
    defaultMessage:
      'Before you pay again, look at your order and at your bank statement to see whether any money was taken.',
    description: 'Payment troubleshooting list item: a step to take after a missing reference number error',
  },
  missingReferenceDo2: {
    id: 'info.paymentTroubleshooting.missingReference.do2',
    defaultMessage:
      'Contact the shop with your order number and the time of your attempt, so that it can correct the gateway and check the payment.',
    description: 'Payment troubleshooting list item: a step to take after a missing reference number error',
  },
  missingReferenceDo3: {
    id: 'info.paymentTroubleshooting.missingReference.do3',
    defaultMessage: 'Meanwhile, you can choose another payment method if the payment page offers one.',
    description: 'Payment troubleshooting list item: a step to take after a missing reference number error',
  },

  zeroAmountHeading: {
    id: 'info.paymentTroubleshooting.zeroAmount.heading',
    defaultMessage: 'There is nothing to pay',
    description: 'Payment troubleshooting section heading: the error “There is nothing to pay”',
  },
  zeroAmountMeaning: {
    id: 'info.paymentTroubleshooting.zeroAmount.meaning',
    defaultMessage:
      'The amount to pay is 0, and a payment of 0 cannot be made. The storefront stops such a payment itself, before it contacts any payment provider, so nothing was sent or charged. This happens when the cart was emptied or changed in another window, or when the order has already been paid in full.',
    description: 'Payment troubleshooting paragraph: what the zero amount error means',
  },
  zeroAmountDo1: {
    id: 'info.paymentTroubleshooting.zeroAmount.do1',
    defaultMessage: 'Reload the page and check the total of your cart or of your order.',
    description: 'Payment troubleshooting list item: a step to take after the zero amount error',
  },
  zeroAmountDo2: {
    id: 'info.paymentTroubleshooting.zeroAmount.do2',
    defaultMessage: 'If your order is already paid, there is nothing left to do: its status says so.',
    description: 'Payment troubleshooting list item: a step to take after the zero amount error',
  },
  zeroAmountDo3: {
    id: 'info.paymentTroubleshooting.zeroAmount.do3',
    defaultMessage: 'If the total looks wrong to you, contact the shop.',
    description: 'Payment troubleshooting list item: a step to take after the zero amount error',
  },

  timeoutHeading: {
    id: 'info.paymentTroubleshooting.timeout.heading',
    defaultMessage: 'The payment service took too long to answer',
    description: 'Payment troubleshooting section heading: the timeout error',
  },
  timeoutMeaning: {
    id: 'info.paymentTroubleshooting.timeout.meaning',
    defaultMessage:
      'The storefront waited for the payment service and got no answer in time: your network connection may have dropped, or the service was slow or briefly unavailable.',
    description: 'Payment troubleshooting paragraph: what the timeout error means',
  },
  timeoutDo1: {
    id: 'info.paymentTroubleshooting.timeout.do1',
    defaultMessage: 'Check your network connection (Wi-Fi or mobile data), then try again.',
    description: 'Payment troubleshooting list item: a step to take after a timeout',
  },
  timeoutDo2: {
    id: 'info.paymentTroubleshooting.timeout.do2',
    defaultMessage:
      'Trying again is safe: it pays the same checkout or order and never creates a second order.',
    description: 'Payment troubleshooting list item: a step to take after a timeout',
  },
  timeoutDo3: {
    id: 'info.paymentTroubleshooting.timeout.do3',
    defaultMessage:
      'If it keeps timing out, wait a few minutes, and look at your order first: the payment may have gone through in the meantime.',
    description: 'Payment troubleshooting list item: a step to take after a timeout',
  },

  permissionHeading: {
    id: 'info.paymentTroubleshooting.permission.heading',
    defaultMessage: 'The payment app lacks a permission',
    description: 'Payment troubleshooting section heading: the missing permission error',
  },
  permissionMeaning: {
    id: 'info.paymentTroubleshooting.permission.meaning',
    defaultMessage:
      'The shop takes payments through a payment app, which needs permissions in the shop’s system (their names begin with <code>MANAGE_</code> or <code>HANDLE_</code>). One of them is missing, so the app could not handle your payment. This is a setting of the shop: nothing is wrong with your payment details.',
    description:
      'Payment troubleshooting paragraph: what the missing permission error means; <code> marks technical names, keep them as they are',
  },
  permissionDo1: {
    id: 'info.paymentTroubleshooting.permission.do1',
    defaultMessage:
      'Contact the shop and quote the message: only the shop administrator can give the payment app the permission it lacks.',
    description: 'Payment troubleshooting list item: a step to take after the missing permission error',
  },
  permissionDo2: {
    id: 'info.paymentTroubleshooting.permission.do2',
    defaultMessage:
      'Meanwhile, you can choose another payment method if the payment page offers one, or come back later: your cart and your checkout are kept.',
    description: 'Payment troubleshooting list item: a step to take after the missing permission error',
  },

  otherHeading: {
    id: 'info.paymentTroubleshooting.other.heading',
    defaultMessage: 'The payment failed (any other error)',
    description: 'Payment troubleshooting section heading: the general payment error',
  },
  otherMeaning: {
    id: 'info.paymentTroubleshooting.other.meaning',
    defaultMessage:
      'Every other failure shows this general message: for example a card declined by its bank (expired, without enough funds, or with a wrong security code), or a temporary fault of the payment service or of the shop.',
    description: 'Payment troubleshooting paragraph: what the general payment error means',
  },
  otherDo1: {
    id: 'info.paymentTroubleshooting.other.do1',
    defaultMessage: 'Try again: many failures are temporary.',
    description: 'Payment troubleshooting list item: a step to take after the general payment error',
  },
  otherDo2: {
    id: 'info.paymentTroubleshooting.other.do2',
    defaultMessage: 'Check your card details, or choose another card or payment method.',
    description: 'Payment troubleshooting list item: a step to take after the general payment error',
  },
  otherDo3: {
    id: 'info.paymentTroubleshooting.other.do3',
    defaultMessage:
      'If it keeps failing, contact the shop with your order number or the time of your attempt.',
    description: 'Payment troubleshooting list item: a step to take after the general payment error',
  },

  pendingHeading: {
    id: 'info.paymentTroubleshooting.pending.heading',
    defaultMessage: 'Payment pending or still being confirmed',
    description: 'Payment troubleshooting section heading: payments that wait for the payment provider',
  },
  pending1: {
    id: 'info.paymentTroubleshooting.pending.p1',
    defaultMessage:
      'With some payment methods you approve the payment on the payment provider’s own page, which opens in a new window. If no window opens, your browser has probably blocked it as a pop-up: allow pop-ups for this shop and start the payment again.',
    description: 'Payment troubleshooting paragraph: the hosted payment page and pop-up blockers',
  },
  pending2: {
    id: 'info.paymentTroubleshooting.pending.p2',
    defaultMessage:
      'Once you have approved it, the payment page shows that it is confirming the payment. Your order is confirmed when the payment provider reports back: the page asks every 5 seconds, for up to about 10 minutes. Keep the page open meanwhile.',
    description: 'Payment troubleshooting paragraph: how the payment page waits for the confirmation',
  },
  pending3: {
    id: 'info.paymentTroubleshooting.pending.p3',
    defaultMessage:
      'If the page stops waiting before an answer has come, the payment is not necessarily lost: look at your order’s status later, before you pay again.',
    description: 'Payment troubleshooting paragraph: what to do when the confirmation takes too long',
  },

  safeHeading: {
    id: 'info.paymentTroubleshooting.safe.heading',
    defaultMessage: 'Your order and your cart are safe',
    description: 'Payment troubleshooting section heading: nothing is lost after a failed payment',
  },
  safeCart: {
    id: 'info.paymentTroubleshooting.safe.cart',
    defaultMessage:
      'A failed payment keeps your cart and your checkout as they were, with your addresses and delivery method, so you can try again straight away or later.',
    description: 'Payment troubleshooting list item: the cart and checkout survive a failed payment',
  },
  safeRetry: {
    id: 'info.paymentTroubleshooting.safe.retry',
    defaultMessage: 'Trying again never creates a second order.',
    description: 'Payment troubleshooting list item: retrying a payment does not duplicate the order',
  },
  safeGuest: {
    id: 'info.paymentTroubleshooting.safe.guest',
    defaultMessage:
      'Ordered without an account? The orders placed from this browser are listed at <code>/orders-backup</code>; open one there to see its status or to pay it.',
    description:
      'Payment troubleshooting list item: where guests find their orders; <code>/orders-backup</code> is an address, keep it as it is',
  },
  safeDebug: {
    id: 'info.paymentTroubleshooting.safe.debug',
    defaultMessage:
      'For support staff: <code>/payment-debug</code> shows what this browser has stored about payments (the checkout, the orders and the transaction ids) and the events of each transaction.',
    description:
      'Payment troubleshooting list item: the payment debug page; <code>/payment-debug</code> is an address, keep it as it is',
  },

  testHeading: {
    id: 'info.paymentTroubleshooting.test.heading',
    defaultMessage: 'Test payments',
    description: 'Payment troubleshooting section heading: the shop’s test payment gateways',
  },
  test1: {
    id: 'info.paymentTroubleshooting.test.p1',
    defaultMessage:
      'This shop offers test payment gateways, which never take real money: Dummy Payment App, Dummy (a legacy gateway) and Dummy Credit Card.',
    description:
      'Payment troubleshooting paragraph; Dummy Payment App, Dummy and Dummy Credit Card are gateway names, keep them in English',
  },
  test2: {
    id: 'info.paymentTroubleshooting.test.p2',
    defaultMessage:
      'Dummy Payment App opens a test payment page where you approve or decline the payment; declining it there ends in one of the errors above.',
    description: 'Payment troubleshooting paragraph; Dummy Payment App is a gateway name, keep it in English',
  },
  test3: {
    id: 'info.paymentTroubleshooting.test.p3',
    defaultMessage:
      'Dummy Credit Card accepts most card numbers, but declines these test cards on purpose, by their last four digits:',
    description:
      'Payment troubleshooting paragraph before the list of test cards; Dummy Credit Card is a gateway name',
  },
  testExpired: {
    id: 'info.paymentTroubleshooting.test.expired',
    defaultMessage: 'ending in 0069: card expired',
    description: 'Payment troubleshooting list item: a test card number ending and why it is declined',
  },
  testFunds: {
    id: 'info.paymentTroubleshooting.test.funds',
    defaultMessage: 'ending in 9995: insufficient funds',
    description: 'Payment troubleshooting list item: a test card number ending and why it is declined',
  },
  testCvv: {
    id: 'info.paymentTroubleshooting.test.cvv',
    defaultMessage: 'ending in 0127: incorrect CVV',
    description: 'Payment troubleshooting list item: a test card number ending and why it is declined',
  },
  testDeclined: {
    id: 'info.paymentTroubleshooting.test.declined',
    defaultMessage: 'ending in 0002 or 1111: card declined',
    description: 'Payment troubleshooting list item: test card number endings and why they are declined',
  },
});

const errors = paymentErrorMessages;

export const paymentTroubleshootingContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    {
      id: 'charge-failure',
      heading: m.chargeFailureHeading,
      blocks: [
        { component: errorQuote(errors.chargeFailure) },
        m.chargeFailureMeaning,
        m.whatToDo,
        { list: [m.chargeFailureDo1, m.chargeFailureDo2, m.chargeFailureDo3] },
      ],
    },
    {
      id: 'authorization-failure',
      heading: m.authorizationFailureHeading,
      blocks: [
        { component: errorQuote(errors.authorizationFailure) },
        m.authorizationFailureMeaning,
        m.whatToDo,
        { list: [m.authorizationFailureDo1, m.authorizationFailureDo2, m.authorizationFailureDo3] },
      ],
    },
    {
      id: 'missing-reference',
      heading: m.missingReferenceHeading,
      blocks: [
        { component: errorQuote(errors.missingReference) },
        m.missingReferenceMeaning,
        m.whatToDo,
        { list: [m.missingReferenceDo1, m.missingReferenceDo2, m.missingReferenceDo3] },
      ],
    },
    {
      id: 'zero-amount',
      heading: m.zeroAmountHeading,
      blocks: [
        { component: errorQuote(errors.zeroAmount) },
        m.zeroAmountMeaning,
        m.whatToDo,
        { list: [m.zeroAmountDo1, m.zeroAmountDo2, m.zeroAmountDo3] },
      ],
    },
    {
      id: 'timeout',
      heading: m.timeoutHeading,
      blocks: [
        { component: errorQuote(errors.timeout) },
        m.timeoutMeaning,
        m.whatToDo,
        { list: [m.timeoutDo1, m.timeoutDo2, m.timeoutDo3] },
      ],
    },
    {
      id: 'permission',
      heading: m.permissionHeading,
      blocks: [
        { component: errorQuote(errors.permission) },
        m.permissionMeaning,
        m.whatToDo,
        { list: [m.permissionDo1, m.permissionDo2] },
      ],
    },
    {
      id: 'other',
      heading: m.otherHeading,
      blocks: [
        { component: errorQuote(errors.generic) },
        m.otherMeaning,
        m.whatToDo,
        { list: [m.otherDo1, m.otherDo2, m.otherDo3] },
      ],
    },
    { id: 'pending', heading: m.pendingHeading, blocks: [m.pending1, m.pending2, m.pending3] },
    {
      id: 'order-safe',
      heading: m.safeHeading,
      blocks: [{ list: [m.safeCart, m.safeRetry, m.safeGuest, m.safeDebug] }],
    },
    {
      id: 'test-payments',
      heading: m.testHeading,
      blocks: [m.test1, m.test2, m.test3, { list: [m.testExpired, m.testFunds, m.testCvv, m.testDeclined] }],
    },
  ],
};
