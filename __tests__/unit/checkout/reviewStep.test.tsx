import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CheckoutView } from '../../../src/features/checkout/CheckoutView';
import type { CheckoutDetailsFragment } from '../../../src/features/checkout/CheckoutDetails.generated';
import { checkoutIdFromToken } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// Once the payment step is open, the review step is marked done like the others (gone on from), not
// left grey, neither active nor done, as if never reached.

const TOKEN = '3f2c1d0e-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
const usd = (amount: number) => ({
  gross: { amount, currency: 'USD' },
  net: { amount, currency: 'USD' },
});
const address = {
  id: 'QWRkcmVzczox',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  streetAddress1: '1 Analytical Row',
  streetAddress2: '',
  city: 'MOUNTAIN VIEW',
  cityArea: '',
  postalCode: '94043',
  country: { code: 'US', country: 'United States of America' },
  countryArea: 'CA',
  phone: null,
};
const checkout: CheckoutDetailsFragment = {
  id: checkoutIdFromToken(TOKEN),
  token: TOKEN,
  email: 'ada@example.com',
  quantity: 1,
  isShippingRequired: true,
  lines: [
    {
      id: 'Q2hlY2tvdXRMaW5lOjE=',
      quantity: 1,
      variant: {
        id: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
        name: 'M / Black',
        translation: null,
        sku: 'TEE-1',
        media: [],
        product: { name: 'Organic Tee', translation: null, slug: 'organic-tee', thumbnail: null },
      },
      unitPrice: usd(20),
      totalPrice: usd(20),
      undiscountedUnitPrice: usd(20).gross,
      undiscountedTotalPrice: usd(20).gross,
    },
  ],
  subtotalPrice: usd(20),
  shippingPrice: usd(6),
  totalPrice: usd(26),
  displayGrossPrices: true,
  giftMessage: null,
  voucherCode: null,
  discount: null,
  discountName: null,
  translatedDiscountName: null,
  giftCards: [],
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: { id: 'U2hpcHBpbmdNZXRob2Q6MQ==', name: 'Standard', translation: null },
  shippingMethods: [],
};

beforeEach(() => {
  mockGraphQL({
    CheckoutDetails: { body: { data: { checkout } } },
    CheckoutPaymentGateways: {
      body: {
        data: {
          checkout: {
            id: checkout.id,
            availablePaymentGateways: [
              { id: 'saleor.io.dummy-payment-app', name: 'Dummy Payment App', config: [] },
            ],
          },
        },
      },
    },
  });
});

function openCheckout(step: string) {
  const router = createMemoryRouter([{ path: '/checkout', element: <CheckoutView /> }], {
    initialEntries: [`/checkout?step=${step}`],
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: { checkout: { token: TOKEN } },
  });
}

/** A step of the stepper (a tab), by its name; done steps show a check mark instead of their number. */
const stepButton = (name: string) =>
  within(screen.getByRole('tablist', { name: 'Checkout steps' })).getByRole('tab', { name });
const isMarkedDone = (button: HTMLElement) =>
  Boolean(button.querySelector('[data-testid="CheckCircleIcon"]'));

it('marks the review done once the payment step is open', async () => {
  openCheckout('payment');
  expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  expect(isMarkedDone(stepButton('Review'))).toBe(true);
  expect(stepButton('Review')).toBeEnabled();
  for (const step of ['Contact', 'Shipping address', 'Billing address', 'Delivery'])
    expect(isMarkedDone(stepButton(step))).toBe(true);
  expect(isMarkedDone(stepButton('Payment'))).toBe(false);
});

it('leaves the review unmarked while it is open or not yet reached', async () => {
  openCheckout('review');
  expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  expect(isMarkedDone(stepButton('Review'))).toBe(false);
  expect(isMarkedDone(stepButton('Delivery'))).toBe(true);
});
