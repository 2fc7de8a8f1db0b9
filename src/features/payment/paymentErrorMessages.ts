import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PaymentErrorKind } from '../../lib/payment/paymentErrors';

// The shopper's text for each kind of payment error that lib/payment/paymentErrors sorts a failure into. The
// payment pages show them; /docs/payment-troubleshooting explains each one.

export const paymentErrorMessages: Record<PaymentErrorKind, MessageDescriptor> = defineMessages({
  chargeFailure: {
    id: 'payment.error.chargeFailure',
    defaultMessage:
      'The payment could not be charged. Check that your account has enough balance, or ask the shop to check its payment gateway settings.',
    description: 'Payment error: the charge failed (balance or gateway configuration)',
  },
  authorizationFailure: {
    id: 'payment.error.authorizationFailure',
    defaultMessage: 'The payment was not authorised. Check your payment details and try again.',
    description: 'Payment error: the authorisation failed',
  },
  missingReference: {
    id: 'payment.error.missingReference',
    defaultMessage:
      'The payment gateway sent no reference number. The gateway is not set up correctly: please contact the shop.',
    description: 'Payment error: the gateway gave no PSP reference (misconfiguration)',
  },
  zeroAmount: {
    id: 'payment.error.zeroAmount',
    defaultMessage: 'There is nothing to pay: an amount of 0 cannot be paid.',
    description: 'Payment error: the amount is zero or less',
  },
  timeout: {
    id: 'payment.error.timeout',
    defaultMessage:
      'The payment service took too long to answer. Check your network connection and try again.',
    description: 'Payment error: timeout',
  },
  permission: {
    id: 'payment.error.permission',
    defaultMessage:
      'The payment app lacks a permission it needs (a MANAGE_ permission). Please contact the shop administrator.',
    description: 'Payment error: the payment app lacks permission',
  },
  generic: {
    id: 'payment.error.generic',
    defaultMessage: 'The payment failed. Please try again, or choose another payment method.',
    description: 'Payment error: anything else',
  },
});
