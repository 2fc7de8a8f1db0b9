import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type AppStore } from '../../../src/app/store';
import { makeTestStore } from '../../support/store';
import { addToCart } from '../../../src/features/cart/addToCart';
import { cartApi } from '../../../src/features/cart/cartApi';
import { CartView } from '../../../src/features/cart/CartView';
import { checkoutDetailsApi as checkoutApi } from '../../../src/features/checkout/checkoutDetailsApi';
import { checkoutBecameOrder, checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { checkoutStepsApi } from '../../../src/features/checkout/checkoutStepsApi';
import { isStaleCheckout } from '../../../src/features/checkout/staleCheckout';
import { paymentApi } from '../../../src/features/payment/paymentApi';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

// Whichever cart or checkout operation learns that the server no longer knows the stored checkout clears the
// token, and the cart view starts again, empty.

const TOKEN = '44444444-4444-4444-8444-444444444444';
const OTHER_TOKEN = '55555555-5555-4555-8555-555555555555';
const ID = toGlobalId('Checkout', TOKEN);
const gone = { field: 'id', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${ID}` };

let answers: Record<string, unknown>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answers = {};
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    return new Response(JSON.stringify({ data: answers[operationName] ?? null }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => jest.restoreAllMocks());

function storeWithCart(token = TOKEN): AppStore {
  const { store } = makeTestStore();
  store.dispatch(checkoutTokenSet(token));
  return store;
}

const toastTexts = (store: AppStore) =>
  store.getState().toasts.items.map((item) => JSON.stringify(item.message));

describe('what counts as a checkout the server no longer knows', () => {
  it('is an unknown checkout id, or an invalid or expired token message', () => {
    expect(isStaleCheckout(gone)).toBe(true);
    expect(isStaleCheckout({ field: 'token', code: 'NOT_FOUND', message: 'Checkout not found.' })).toBe(true);
    expect(isStaleCheckout({ message: 'Invalid or expired checkout token' })).toBe(true);
  });

  it('is not an unknown variant or line: the same words under another field leave the cart alone', () => {
    const variant = toGlobalId('ProductVariant', 999);
    expect(
      isStaleCheckout({
        field: 'variantId',
        code: 'NOT_FOUND',
        message: `Couldn't resolve to a node: ${variant}`,
      }),
    ).toBe(false);
    expect(
      isStaleCheckout({ field: 'lineId', code: 'NOT_FOUND', message: "Couldn't resolve to a node: x" }),
    ).toBe(false);
    expect(
      isStaleCheckout({ field: 'email', code: 'INVALID', message: 'Enter a valid email address.' }),
    ).toBe(false);
  });
});

// Each operation of the cart and checkout pages, and how the server answers it when the checkout is gone.
const staleAnswers: [string, string, (store: AppStore) => Promise<unknown>][] = [
  [
    'the cart page',
    'CartCheckout',
    (s) => s.dispatch(cartApi.endpoints.cartCheckout.initiate({ id: ID, languageCode: 'EN' })),
  ],
  [
    'the header',
    'CheckoutSummary',
    (s) => s.dispatch(checkoutApi.endpoints.checkoutSummary.initiate({ id: ID })),
  ],
  [
    'the checkout page',
    'CheckoutDetails',
    (s) => s.dispatch(checkoutApi.endpoints.checkoutDetails.initiate({ id: ID, languageCode: 'EN' })),
  ],
  [
    'the payment gateways',
    'CheckoutPaymentGateways',
    (s) => s.dispatch(paymentApi.endpoints.checkoutPaymentGateways.initiate({ id: ID })),
  ],
  [
    'a quantity change',
    'CartLinesUpdate',
    (s) => s.dispatch(cartApi.endpoints.cartLinesUpdate.initiate({ id: ID, lines: [] })),
  ],
  [
    'a removal',
    'CartLinesDelete',
    (s) => s.dispatch(cartApi.endpoints.cartLinesDelete.initiate({ id: ID, linesIds: [] })),
  ],
  [
    'the contact and address steps',
    'CheckoutDetailsUpdate',
    (s) =>
      s.dispatch(
        checkoutStepsApi.endpoints.checkoutDetailsUpdate.initiate({
          id: ID,
          withEmail: true,
          email: 'a@b.test',
        }),
      ),
  ],
  [
    'the shipping method step',
    'CheckoutShippingMethodUpdate',
    (s) =>
      s.dispatch(
        checkoutStepsApi.endpoints.checkoutShippingMethodUpdate.initiate({ id: ID, shippingMethodId: 'x' }),
      ),
  ],
  [
    'completion',
    'CheckoutComplete',
    (s) => s.dispatch(checkoutStepsApi.endpoints.checkoutComplete.initiate({ id: ID })),
  ],
  [
    'a payment',
    'TransactionInitialize',
    (s) =>
      s.dispatch(paymentApi.endpoints.transactionInitialize.initiate({ id: ID, gateway: { id: 'dummy' } })),
  ],
];

const payloadRoot: Record<string, string> = {
  CartLinesUpdate: 'checkoutLinesUpdate',
  CartLinesDelete: 'checkoutLinesDelete',
  CheckoutDetailsUpdate: 'checkoutEmailUpdate',
  CheckoutShippingMethodUpdate: 'checkoutShippingMethodUpdate',
  CheckoutComplete: 'checkoutComplete',
  TransactionInitialize: 'transactionInitialize',
};

describe('a stored checkout the server no longer knows', () => {
  it.each(staleAnswers)(
    'is forgotten when %s learns it, and the shopper is told',
    async (_, operation, run) => {
      const root = payloadRoot[operation];
      answers[operation] = root ? { [root]: { checkout: null, errors: [gone] } } : { checkout: null };
      const store = storeWithCart();
      await run(store);
      expect(store.getState().checkout.token).toBeNull();
      expect(toastTexts(store).join()).toContain('no longer available');
    },
  );

  it('is kept when an error is about something else in it', async () => {
    answers.CartLinesUpdate = {
      checkoutLinesUpdate: {
        checkout: null,
        errors: [{ field: 'quantity', code: 'INVALID', message: 'Cannot add more than 50 times this item.' }],
      },
    };
    const store = storeWithCart();
    await store.dispatch(cartApi.endpoints.cartLinesUpdate.initiate({ id: ID, lines: [] }));
    expect(store.getState().checkout.token).toBe(TOKEN);
  });

  it('is kept when a late answer is about an earlier cart', async () => {
    answers.CartCheckout = { checkout: null };
    const store = storeWithCart(OTHER_TOKEN);
    await store.dispatch(cartApi.endpoints.cartCheckout.initiate({ id: ID, languageCode: 'EN' }));
    expect(store.getState().checkout.token).toBe(OTHER_TOKEN);
    expect(toastTexts(store)).toEqual([]);
  });

  it('is no news once it has just become an order', async () => {
    answers.CheckoutSummary = { checkout: null };
    const store = storeWithCart();
    store.dispatch(checkoutBecameOrder(TOKEN));
    await store.dispatch(checkoutApi.endpoints.checkoutSummary.initiate({ id: ID }));
    expect(toastTexts(store)).toEqual([]);
  });

  it('survives adding a product the server does not know: the cart stays and the error is shown', async () => {
    const variant = toGlobalId('ProductVariant', 999);
    answers.CartLinesAdd = {
      checkoutLinesAdd: {
        checkout: null,
        errors: [
          { field: 'variantId', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${variant}` },
        ],
      },
    };
    const store = storeWithCart();
    const result = await store.dispatch(addToCart(variant, 1));
    // Said in the shopper's words; the server's own stay in the details.
    expect(result).toMatchObject({
      ok: false,
      failure: {
        descriptor: { defaultMessage: 'This product is no longer available in the shop.' },
        details: `Couldn't resolve to a node: ${variant}`,
      },
    });
    expect(store.getState().checkout.token).toBe(TOKEN);
  });
});

describe('the cart view', () => {
  it('starts again empty when a quantity change finds the cart gone, with no raw server error', async () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const money = { gross: usd(12), net: usd(12) };
    answers.CartCheckout = {
      checkout: {
        id: ID,
        token: TOKEN,
        quantity: 1,
        isShippingRequired: true,
        lines: [
          {
            id: toGlobalId('CheckoutLine', 1),
            quantity: 1,
            variant: {
              id: toGlobalId('ProductVariant', 1),
              name: 'Blue / M',
              sku: 'SKU-1',
              quantityAvailable: 10,
              product: { name: 'Trail Mug', slug: 'trail-mug', thumbnail: null },
            },
            unitPrice: money,
            totalPrice: money,
            undiscountedUnitPrice: usd(12),
            undiscountedTotalPrice: usd(12),
          },
        ],
        subtotalPrice: money,
        shippingPrice: { gross: usd(0), net: usd(0) },
        totalPrice: money,
        displayGrossPrices: true,
        voucherCode: null,
        discount: null,
        giftCards: [],
        shippingMethod: null,
        shippingMethods: [],
      },
    };
    answers.CartLinesUpdate = { checkoutLinesUpdate: { checkout: null, errors: [gone] } };
    const router = createMemoryRouter([{ path: '*', element: <CartView /> }]);
    const { store } = renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: { checkout: { token: TOKEN } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'One more' }));
    expect(await screen.findByText(/your cart is empty/i)).toBeInTheDocument();
    expect(store.getState().checkout.token).toBeNull();
    expect(toastTexts(store).join()).not.toContain("Couldn't resolve");
  });
});
