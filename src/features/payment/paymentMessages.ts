import { defineMessages } from 'react-intl';

// The payment texts: shown when the server gives no message of its own, or for the checks the storefront
// makes before any call.

export const paymentMessages = defineMessages({
  gatewaysFailed: {
    id: 'payment.error.gatewaysFailed',
    defaultMessage: 'Failed to fetch payment gateways',
    description: 'Default error when the payment gateways cannot be loaded',
  },
  noCheckoutSession: {
    id: 'payment.error.noCheckoutSession',
    defaultMessage: 'No active checkout session found',
    description: 'Shown when payment gateways are asked for without a checkout',
  },
  paymentCreateFailed: {
    id: 'payment.error.paymentCreateFailed',
    defaultMessage: 'Failed to create checkout payment',
    description: 'Default error when a legacy gateway payment cannot be created',
  },
  transactionInitFailed: {
    id: 'payment.error.transactionInitFailed',
    defaultMessage: 'Transaction initialization failed',
    description: 'Default error when a payment transaction cannot be started',
  },
  processFailed: {
    id: 'payment.error.processFailed',
    defaultMessage: 'Failed to process transaction',
    description: 'Default error when a payment transaction cannot be processed',
  },
  processFailedWithEvent: {
    id: 'payment.error.processFailedWithEvent',
    defaultMessage: 'Transaction processing failed: {eventType}',
    description: 'Shown when the payment provider reports a failure event (the event type follows)',
  },
  eventsFailed: {
    id: 'payment.error.eventsFailed',
    defaultMessage: 'Failed to fetch transaction events',
    description: 'Default error when a transaction events cannot be loaded',
  },
  orderNotFound: {
    id: 'payment.error.orderNotFound',
    defaultMessage: 'Order not found',
    description: 'Shown when the order to pay does not exist',
  },
  alreadyPaid: {
    id: 'payment.error.alreadyPaid',
    defaultMessage: 'Order is already fully paid',
    description: 'Shown when a payment is started for an order that is already fully charged',
  },
  alreadyAuthorised: {
    id: 'payment.error.alreadyAuthorised',
    defaultMessage: 'The payment for this order is already authorised: the shop will charge it later.',
    description:
      'Shown when a payment is started for an order whose authorised amount already covers the total',
  },
  verifyOrderFailed: {
    id: 'payment.error.verifyOrderFailed',
    defaultMessage: 'Failed to verify order exists',
    description: 'Shown when the order to pay cannot be checked',
  },
  invalidGlobalId: {
    id: 'payment.error.invalidGlobalId',
    defaultMessage: 'Invalid global ID',
    description: 'Shown when an order or checkout id does not decode',
  },
  missingGateway: {
    id: 'payment.error.missingGateway',
    defaultMessage: 'Choose a payment method first.',
    description: 'Shown when paying without a gateway chosen',
  },
});
