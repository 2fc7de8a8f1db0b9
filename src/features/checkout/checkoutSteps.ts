import type { CheckoutDetailsFragment } from './CheckoutDetails.generated';

// The checkout's steps on /checkout: only those a checkout needs are shown, so a cart of digital goods has no
// shipping address and no delivery step.

export const ALL_STEPS = ['contact', 'shipping', 'billing', 'delivery', 'review', 'payment'] as const;
export type CheckoutStep = (typeof ALL_STEPS)[number];

type StepCheckout = Pick<
  CheckoutDetailsFragment,
  'email' | 'isShippingRequired' | 'shippingAddress' | 'billingAddress' | 'shippingMethod'
>;

export function stepsFor(checkout: Pick<StepCheckout, 'isShippingRequired'>): CheckoutStep[] {
  return ALL_STEPS.filter(
    (step) => checkout.isShippingRequired || (step !== 'shipping' && step !== 'delivery'),
  );
}

/** Whether the checkout already holds what a step asks for. Review and payment are never "done". */
export function isStepDone(step: CheckoutStep, checkout: StepCheckout): boolean {
  switch (step) {
    case 'contact':
      return Boolean(checkout.email);
    case 'shipping':
      return Boolean(checkout.shippingAddress);
    case 'billing':
      return Boolean(checkout.billingAddress);
    case 'delivery':
      return Boolean(checkout.shippingMethod);
    case 'review':
    case 'payment':
      return false;
  }
}

/**
 * Whether the stepper marks a step as done (its check mark) while `active` is open. A step with data
 * is done once the checkout holds it; the review holds none, so it is done once the shopper has gone on
 * from it to the payment, rather than left grey as if never reached.
 */
export function isStepCompleted(step: CheckoutStep, checkout: StepCheckout, active: CheckoutStep): boolean {
  if (step === active) return false;
  if (step === 'review') return active === 'payment';
  return isStepDone(step, checkout);
}

/** The first step before the review still missing its data, if any. */
const missingStep = (checkout: StepCheckout) =>
  stepsFor(checkout).find((step) => step !== 'review' && step !== 'payment' && !isStepDone(step, checkout));

/** The step a shopper comes back to: the first one still missing its data, else the review. */
export const firstOpenStep = (checkout: StepCheckout): CheckoutStep => missingStep(checkout) ?? 'review';

/** The furthest step the shopper may open: payment once every step before the review is done. */
export const furthestStep = (checkout: StepCheckout): CheckoutStep => missingStep(checkout) ?? 'payment';

export const isReadyToPay = (checkout: StepCheckout) => furthestStep(checkout) === 'payment';

/**
 * The step to show: the one asked for (the URL's ?step=, so a reload stays there) when it is shown
 * for this checkout and not beyond the furthest one; else the first one still open.
 */
export function currentStep(checkout: StepCheckout, wanted: string | null): CheckoutStep {
  const steps = stepsFor(checkout);
  const index = steps.indexOf(wanted as CheckoutStep);
  return index >= 0 && index <= steps.indexOf(furthestStep(checkout))
    ? steps[index]
    : firstOpenStep(checkout);
}

export function nextStep(checkout: StepCheckout, step: CheckoutStep): CheckoutStep {
  const steps = stepsFor(checkout);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)];
}
