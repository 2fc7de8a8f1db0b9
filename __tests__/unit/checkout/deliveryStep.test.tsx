import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutShippingMethodUpdateMutation } from '../../../src/features/checkout/Checkout.generated';
import type { CheckoutDetailsQuery } from '../../../src/features/checkout/CheckoutDetails.generated';
import { renderCheckoutPage } from '../../support/checkoutPage';
import { PRELOAD_TIMEOUT_MS, preloadLazyParts } from '../../support/defaultErrorCases';
import {
  address,
  checkoutWith,
  money,
  shopCountries,
  standardShipping,
  type CheckoutDetails,
} from '../../support/fixtures/checkout';
import { gqlData, mockGraphQL } from '../../support/network';

// The delivery step: the shipping methods for the checkout's address, each with its price and
// delivery time; those the order's price rules out stay listed, disabled, with the reason.

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const express = {
  ...standardShipping,
  id: 'U2hpcHBpbmdNZXRob2Q6Mg==',
  name: 'Express',
  minimumDeliveryDays: 1,
  maximumDeliveryDays: 1,
  price: money(15),
};
const freeOver100 = {
  ...standardShipping,
  id: 'U2hpcHBpbmdNZXRob2Q6Mw==',
  name: 'Free shipping',
  active: false,
  message: 'Not available for this order.',
  minimumDeliveryDays: null,
  maximumDeliveryDays: null,
  price: money(0),
  minimumOrderPrice: money(100),
};

const ready = (over: Partial<CheckoutDetails> = {}) =>
  checkoutWith({
    email: 'ada@example.com',
    shippingAddress: address,
    billingAddress: address,
    shippingMethods: [standardShipping, express, freeOver100],
    ...over,
  });

const methodsList = () => screen.findByRole('radiogroup', { name: 'Shipping methods' });

it('lists each method with its price and delivery time, and the one the order price rules out', async () => {
  mockGraphQL({ CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: ready() }) });
  renderCheckoutPage('delivery');
  const methods = within(await methodsList());

  const standard = methods.getByRole('radio', { name: /Standard/ });
  expect(standard).toBeChecked(); // the first method that may be chosen
  expect(standard.closest('label')).toHaveTextContent('Standard · $5.00');
  expect(standard.closest('label')).toHaveTextContent('2–4 working days');
  expect(methods.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent(
    'Express · $15.00' + '1 working day',
  );
  const free = methods.getByRole('radio', { name: /Free shipping/ });
  expect(free).toBeDisabled();
  expect(free.closest('label')).toHaveTextContent('For orders of $100.00 or more');
});

it('saves the chosen method and goes on to the review', async () => {
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: ready() }),
    CheckoutShippingMethodUpdate: gqlData<CheckoutShippingMethodUpdateMutation>({
      checkoutShippingMethodUpdate: {
        checkout: {
          ...ready({
            shippingMethod: { id: express.id, name: 'Express', translation: null },
            shippingPrice: { gross: money(15), net: money(15) },
          }),
          availablePaymentGateways: [
            { id: 'saleor.io.dummy-payment-app', name: 'Dummy Payment App', currencies: ['USD'], config: [] },
          ],
        },
        errors: [],
      },
    }),
  });
  const { router } = renderCheckoutPage('delivery');
  const user = userEvent.setup();
  await user.click(within(await methodsList()).getByRole('radio', { name: /Express/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  expect(router.state.location.search).toBe('?step=review');
  expect(api.named('CheckoutShippingMethodUpdate').map((request) => request.variables)).toEqual([
    { id: ready().id, shippingMethodId: express.id, languageCode: 'EN' },
  ]);
  // The answer brought the payment gateways: the payment step shows them without asking.
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByRole('radio', { name: 'Dummy Payment App' })).toBeInTheDocument();
  expect(api.named('CheckoutPaymentGateways')).toHaveLength(0);
  // The review writes the addresses in their country's order, which it asks Saleor for once.
  expect(api.sent.map((request) => request.operationName).sort()).toEqual([
    'AddressValidationRules',
    'CheckoutDetails',
    'CheckoutShippingMethodUpdate',
  ]);
});

it('goes on without asking the server when the chosen method is already saved', async () => {
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({
      checkout: ready({ shippingMethod: { id: express.id, name: 'Express', translation: null } }),
    }),
  });
  renderCheckoutPage('delivery');
  expect(within(await methodsList()).getByRole('radio', { name: /Express/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  expect(api.named('CheckoutShippingMethodUpdate')).toHaveLength(0);
});

it("shows the server's refusal and stays on the step", async () => {
  mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: ready() }),
    CheckoutShippingMethodUpdate: gqlData<CheckoutShippingMethodUpdateMutation>({
      checkoutShippingMethodUpdate: {
        checkout: null,
        errors: [
          {
            field: 'shippingMethodId',
            message: 'This shipping method is not applicable.',
            code: 'SHIPPING_METHOD_NOT_APPLICABLE',
          },
        ],
      },
    }),
  });
  const { router } = renderCheckoutPage('delivery');
  await within(await methodsList()).findByRole('radio', { name: /Standard/ });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The chosen delivery method cannot be used for this order. Please choose another.',
  );
  expect(router.state.location.search).toBe('?step=delivery');
});

it('offers to change the address when no method delivers to it', async () => {
  mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: ready({ shippingMethods: [] }) }),
    ShopCountries: shopCountries,
  });
  const { router } = renderCheckoutPage('delivery');
  expect(
    await screen.findByText(
      'No shipping method delivers to this address. Check the address, or choose another one.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change the shipping address' }));
  expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
  expect(router.state.location.search).toBe('?step=shipping');
});
