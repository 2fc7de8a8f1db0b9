import { defineMessages } from 'react-intl';

// The checkout's texts: each step's default text (shown when the server gives no message of its own), the
// completion texts and the other messages a shopper can meet here.

export const checkoutMessages = defineMessages({
  loading: {
    id: 'checkout.loading',
    defaultMessage: 'Loading your checkout',
    description: 'Screen-reader name of the checkout page while it loads',
  },
  emailFailed: {
    id: 'checkout.error.emailFailed',
    defaultMessage: 'Failed to update email',
    description: 'Default error when the checkout email cannot be saved',
  },
  shippingAddressFailed: {
    id: 'checkout.error.shippingAddressFailed',
    defaultMessage: 'Failed to update shipping address',
    description: 'Default error when the shipping address cannot be saved',
  },
  billingAddressFailed: {
    id: 'checkout.error.billingAddressFailed',
    defaultMessage: 'Failed to update billing address',
    description: 'Default error when the billing address cannot be saved',
  },
  shippingMethodFailed: {
    id: 'checkout.error.shippingMethodFailed',
    defaultMessage: 'Failed to update shipping method',
    description: 'Default error when the shipping method cannot be saved',
  },
  shippingMethodsFailed: {
    id: 'checkout.error.shippingMethodsFailed',
    defaultMessage: 'Failed to fetch shipping methods',
    description: 'Default error when the shipping methods cannot be loaded',
  },
  fetchFailed: {
    id: 'checkout.error.fetchFailed',
    defaultMessage: 'Failed to fetch checkout',
    description: 'Default error when the checkout cannot be loaded',
  },
  completeFailed: {
    id: 'checkout.error.completeFailed',
    defaultMessage: 'Failed to complete checkout',
    description: 'Default error when completing the checkout fails without a server message',
  },
  noToken: {
    id: 'checkout.error.noToken',
    defaultMessage: 'No checkout token available',
    description: 'Shown when completing a checkout while the browser holds none',
  },
  emptyResponse: {
    id: 'checkout.error.emptyResponse',
    defaultMessage: 'Checkout response is empty',
    description: 'Shown when the server answered a checkout request with nothing',
  },
  noOrder: {
    id: 'checkout.error.noOrder',
    defaultMessage: 'Checkout finished but no order returned',
    description: 'Shown when completion succeeded but the server returned no order',
  },
});
