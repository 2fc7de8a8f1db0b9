import { currentStep, isReadyToPay, nextStep, stepsFor } from '../../../src/features/checkout/checkoutSteps';

// Which steps of /checkout are shown (only those the checkout needs), and which one opens.

const address = { id: 'a' } as never;
const empty = {
  email: null,
  isShippingRequired: true,
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
};
const complete = {
  ...empty,
  email: 'a@b.c',
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: { id: 'm', name: 'Standard', translation: null },
};

it('shows no shipping address and no delivery step when nothing needs shipping', () => {
  expect(stepsFor({ isShippingRequired: true })).toEqual([
    'contact',
    'shipping',
    'billing',
    'delivery',
    'review',
    'payment',
  ]);
  expect(stepsFor({ isShippingRequired: false })).toEqual(['contact', 'billing', 'review', 'payment']);
});

it('opens the first step missing its data, and never one beyond it', () => {
  expect(currentStep(empty, null)).toBe('contact');
  expect(currentStep({ ...empty, email: 'a@b.c' }, 'payment')).toBe('shipping');
  expect(currentStep({ ...empty, email: 'a@b.c' }, 'contact')).toBe('contact');
  expect(currentStep(complete, 'nonsense')).toBe('review');
});

it('reaches payment only once every step before the review is done', () => {
  expect(isReadyToPay({ ...complete, shippingMethod: null })).toBe(false);
  expect(isReadyToPay(complete)).toBe(true);
  expect(currentStep(complete, 'payment')).toBe('payment');
  expect(isReadyToPay({ ...empty, isShippingRequired: false, email: 'a@b.c', billingAddress: address })).toBe(
    true,
  );
});

it('goes on to the next step this checkout shows', () => {
  expect(nextStep({ ...complete, isShippingRequired: false }, 'contact')).toBe('billing');
  expect(nextStep(complete, 'billing')).toBe('delivery');
  expect(nextStep(complete, 'payment')).toBe('payment');
});
