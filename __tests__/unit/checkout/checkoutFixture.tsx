import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CheckoutDetailsFragment } from '../../../src/features/checkout/Checkout.generated';
import { CheckoutView } from '../../../src/features/checkout/CheckoutView';
import { Toaster } from '../../../src/features/toasts/Toaster';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders } from '../testUtils';

// A guest's checkout of one shipped item, as the checkout page's CheckoutDetails query answers it,
// and the checkout page rendered at one of its steps.

export const TOKEN = '66666666-6666-4666-8666-666666666666';
const money = (amount: number) => ({ amount, currency: 'USD' });

export const address = {
  id: toGlobalId('Address', 1),
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  streetAddress1: '1 Main Street',
  streetAddress2: '',
  city: 'SPRINGFIELD',
  cityArea: '',
  postalCode: '62701',
  countryArea: 'IL',
  phone: '+12175550100',
  country: { code: 'US', country: 'United States of America' },
};

export const standardShipping = {
  id: toGlobalId('ShippingMethod', 1),
  name: 'Standard',
  active: true,
  message: null,
  minimumDeliveryDays: 2,
  maximumDeliveryDays: 4,
  price: money(5),
  minimumOrderPrice: null,
  maximumOrderPrice: null,
};

export function checkoutWith(overrides: Partial<CheckoutDetailsFragment> = {}): CheckoutDetailsFragment {
  return {
    id: toGlobalId('Checkout', TOKEN),
    token: TOKEN,
    email: null,
    quantity: 1,
    isShippingRequired: true,
    lines: [
      {
        id: toGlobalId('CheckoutLine', 1),
        quantity: 1,
        variant: {
          id: toGlobalId('ProductVariant', 1),
          name: 'M / Black',
          sku: 'TEE-M-BLACK',
          media: [],
          product: { name: 'Everyday Crew Tee', slug: 'everyday-crew-tee', thumbnail: null },
        },
        unitPrice: { gross: money(19) },
        totalPrice: { gross: money(19) },
      },
    ],
    subtotalPrice: { gross: money(19) },
    shippingPrice: { gross: money(0) },
    totalPrice: { gross: money(19) },
    shippingAddress: null,
    billingAddress: null,
    shippingMethod: null,
    shippingMethods: [standardShipping],
    ...overrides,
  };
}

/** The shop's countries, for the address form. */
export const shopCountries = {
  body: {
    data: {
      shop: {
        countries: [{ code: 'US', country: 'United States of America' }],
        defaultCountry: { code: 'US', country: 'United States of America' },
      },
    },
  },
};

/** The checkout page at `step` (the URL's ?step=), with the app's toasts, for a guest holding TOKEN. */
export function renderCheckoutPage(step?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <>
            <CheckoutView />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [step ? `/checkout?step=${step}` : '/checkout'] },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: { checkout: { token: TOKEN } },
    }),
  };
}
