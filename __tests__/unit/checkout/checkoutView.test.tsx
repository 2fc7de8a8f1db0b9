import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutDetailsUpdateMutation } from '../../../src/features/checkout/Checkout.generated';
import type { CheckoutDetailsQuery } from '../../../src/features/checkout/CheckoutDetails.generated';
import type { CheckoutCompleteMutation } from '../../../src/features/checkout/CheckoutComplete.generated';
import { renderCheckoutPage } from '../../support/checkoutPage';
import { PRELOAD_TIMEOUT_MS, preloadLazyParts } from '../../support/defaultErrorCases';
import {
  address,
  checkoutWith,
  shopCountries,
  standardShipping,
  taxed,
  TOKEN,
  type CheckoutDetails,
} from '../../support/fixtures/checkout';
import { orderWith, taxedUsd } from '../../support/fixtures/orders';
import { gqlData, mockGraphQL } from '../../support/network';

// The checkout page: a stepper of the steps the checkout needs, opened at the first one still missing
// its data (or at the one in the URL, when it may be opened), with the order's totals beside it.

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const details = (checkout: CheckoutDetails | null) => gqlData<CheckoutDetailsQuery>({ checkout });

/** The stepper's tabs, one per step, named by the step. */
const steps = () => screen.getByRole('tablist', { name: 'Checkout steps' });
const stepTab = (name: string) => within(steps()).getByRole('tab', { name });
const stepNames = async () =>
  within(await screen.findByRole('tablist', { name: 'Checkout steps' }))
    .getAllByRole('tab')
    // Each tab's text after its step number (the number is an icon, hidden from screen readers).
    .map((tab) => tab.textContent?.replace(/^\d+/, ''));

it('lists the steps of a shipped order and opens the first one still missing its data', async () => {
  mockGraphQL({
    CheckoutDetails: details(checkoutWith({ email: 'ada@example.com' })),
    ShopCountries: shopCountries,
  });
  const { router } = renderCheckoutPage();

  expect(await stepNames()).toEqual([
    'Contact',
    'Shipping address',
    'Billing address',
    'Delivery',
    'Review',
    'Payment',
  ]);
  expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
  expect(stepTab('Shipping address')).toHaveAttribute('aria-selected', 'true');
  // Steps after the first missing one cannot be opened yet; the done one can.
  expect(stepTab('Contact')).toBeEnabled();
  for (const later of ['Billing address', 'Delivery', 'Review', 'Payment'])
    expect(stepTab(later)).toBeDisabled();
  expect(router.state.location.search).toBe('');
});

it('leaves out the shipping steps for a cart that ships nothing', async () => {
  mockGraphQL({
    CheckoutDetails: details(checkoutWith({ isShippingRequired: false, shippingMethods: [] })),
  });
  renderCheckoutPage();
  expect(await stepNames()).toEqual(['Contact', 'Billing address', 'Review', 'Payment']);
  expect(await screen.findByRole('textbox', { name: /Email/ })).toBeVisible();
});

it('opens the step the URL names only when the steps before it are done', async () => {
  mockGraphQL({
    CheckoutDetails: details(
      checkoutWith({ email: 'ada@example.com', shippingAddress: address, billingAddress: address }),
    ),
  });
  renderCheckoutPage('payment');
  // The delivery method is missing: the page opens the delivery step, not the payment.
  expect(await screen.findByRole('radiogroup', { name: 'Shipping methods' })).toBeVisible();
  expect(stepTab('Delivery')).toHaveAttribute('aria-selected', 'true');
  expect(stepTab('Payment')).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
});

it('saves the email and goes on to the next step, in the URL too', async () => {
  // The addresses are given: the email is sent at once, on its own.
  const given = { shippingAddress: address, billingAddress: address };
  const api = mockGraphQL({
    CheckoutDetails: details(checkoutWith(given)),
    ShopCountries: shopCountries,
    CheckoutDetailsUpdate: (variables) =>
      gqlData<CheckoutDetailsUpdateMutation>({
        checkoutEmailUpdate: {
          checkout: checkoutWith({ ...given, email: String(variables.email) }),
          errors: [],
        },
      }),
  });
  const { router } = renderCheckoutPage();
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
  expect(router.state.location.search).toBe('?step=shipping');
  expect(api.named('CheckoutDetailsUpdate').map((request) => request.variables)).toEqual([
    { id: checkoutWith().id, withEmail: true, email: 'ada@example.com', languageCode: 'EN' },
  ]);
  expect(stepTab('Shipping address')).toHaveAttribute('aria-selected', 'true');
  expect(stepTab('Contact')).toHaveAttribute('aria-selected', 'false');
});

it("shows the order's lines and totals beside the steps", async () => {
  mockGraphQL({
    CheckoutDetails: details(
      checkoutWith({
        email: 'ada@example.com',
        shippingAddress: address,
        billingAddress: address,
        shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null },
        shippingPrice: taxed(5),
        totalPrice: taxed(24),
      }),
    ),
  });
  renderCheckoutPage();
  const summary = (await screen.findByText('Your order')).closest('div')!.parentElement!;
  expect(summary).toHaveTextContent('Everyday Crew Tee');
  expect(summary).toHaveTextContent('$19.00');
  expect(summary).toHaveTextContent('$5.00');
  expect(summary).toHaveTextContent('$24.00');
});

it.each([
  ['no checkout is stored', { checkout: { token: null } }, 'There is no cart to check out yet.'],
  [
    'the stored checkout has no lines',
    undefined,
    'Your cart is empty: add something to it before checking out.',
  ],
])('says there is nothing to pay for when %s', async (_, preloadedState, text) => {
  mockGraphQL({ CheckoutDetails: details(checkoutWith({ lines: [], quantity: 0 })) });
  renderCheckoutPage(undefined, preloadedState && { preloadedState });
  expect(await screen.findByText(text)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

it('after a reload during completion, asks for the order again and goes on to it', async () => {
  sessionStorage.setItem('checkout-completing', TOKEN);
  const api = mockGraphQL({
    CheckoutDetails: details(checkoutWith()),
    CheckoutComplete: gqlData<CheckoutCompleteMutation>({
      checkoutComplete: {
        confirmationNeeded: false,
        confirmationData: null,
        order: orderWith({
          id: 'T3JkZXI6MQ==',
          token: '88888888-8888-4888-8888-888888888888',
          number: '12',
          paymentStatus: 'FULLY_CHARGED',
          isPaid: true,
          total: taxedUsd(19),
        }),
        errors: [],
      },
    }),
  });
  const { router } = renderCheckoutPage();
  expect(screen.getByRole('status')).toHaveTextContent('Finishing your order…');
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(router.state.location.search).toBe('?order=88888888-8888-4888-8888-888888888888');
  expect(api.named('CheckoutComplete')).toHaveLength(1);
});
