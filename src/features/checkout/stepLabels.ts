import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CheckoutStep } from './checkoutSteps';

export const stepLabels: Record<CheckoutStep, MessageDescriptor> = defineMessages({
  contact: { id: 'checkout.step.contact', defaultMessage: 'Contact', description: 'Checkout step: email' },
  shipping: {
    id: 'checkout.step.shipping',
    defaultMessage: 'Shipping address',
    description: 'Checkout step: shipping address',
  },
  billing: {
    id: 'checkout.step.billing',
    defaultMessage: 'Billing address',
    description: 'Checkout step: billing address',
  },
  delivery: {
    id: 'checkout.step.delivery',
    defaultMessage: 'Delivery',
    description: 'Checkout step: shipping method',
  },
  review: { id: 'checkout.step.review', defaultMessage: 'Review', description: 'Checkout step: review' },
  payment: { id: 'checkout.step.payment', defaultMessage: 'Payment', description: 'Checkout step: payment' },
});

export const stepText = defineMessages({
  continue: {
    id: 'checkout.continue',
    defaultMessage: 'Continue',
    description: 'Button that saves a checkout step and opens the next one',
  },
  change: {
    id: 'checkout.change',
    defaultMessage: 'Change',
    description: 'Link from the review step back to a step, to change it',
  },
});
