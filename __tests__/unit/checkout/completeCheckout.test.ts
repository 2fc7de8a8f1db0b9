import { makeTestStore } from '../../support/store';
import { completeCheckout, CLEAR_CHECKOUT_AFTER_MS } from '../../../src/features/checkout/completeCheckout';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';

// Completing the checkout against a mocked API: the order's token is remembered, the local checkout is
// cleared 1000 ms later (not before), a double click makes one request, and each kind of answer (error,
// confirmation, no token) comes back as what it is.

const TOKEN = '33333333-3333-4333-8333-333333333333';
const ORDER = {
  id: toGlobalId('Order', '44444444-4444-4444-8444-444444444444'),
  token: '44444444-4444-4444-8444-444444444444',
  number: '1042',
  created: '2026-11-24T10:00:00Z',
  status: 'UNFULFILLED',
  paymentStatus: 'FULLY_CHARGED',
  isPaid: true,
  total: { gross: { amount: 57, currency: 'USD' } },
};
const answer = (checkoutComplete: Record<string, unknown>) => ({
  body: {
    data: {
      checkoutComplete: {
        order: null,
        confirmationNeeded: false,
        confirmationData: null,
        errors: [],
        ...checkoutComplete,
      },
    },
  },
});
beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

function storeWithCheckout() {
  const { store } = makeTestStore();
  store.dispatch(checkoutTokenSet(TOKEN));
  return store;
}

it('remembers the order, and clears the checkout 1000 ms after success, not before', async () => {
  const api = mockGraphQL({ CheckoutComplete: answer({ order: ORDER }) });
  const store = storeWithCheckout();
  const result = await store.dispatch(completeCheckout());
  expect(result).toEqual({ kind: 'success', order: ORDER });
  expect(api.named('CheckoutComplete')[0].variables).toMatchObject({
    id: toGlobalId('Checkout', TOKEN),
    redirectUrl: 'http://shop.test/payment-callback',
  });
  expect(store.getState().orders.orderMapping).toEqual({
    [ORDER.number]: ORDER.token,
    [ORDER.id]: ORDER.token,
  });
  jest.advanceTimersByTime(CLEAR_CHECKOUT_AFTER_MS - 1);
  expect(store.getState().checkout.token).toBe(TOKEN);
  jest.advanceTimersByTime(1);
  expect(store.getState().checkout.token).toBeNull();
});

it('keeps a cart started in the meantime', async () => {
  mockGraphQL({ CheckoutComplete: answer({ order: ORDER }) });
  const store = storeWithCheckout();
  await store.dispatch(completeCheckout());
  store.dispatch(checkoutTokenSet('55555555-5555-4555-8555-555555555555'));
  jest.advanceTimersByTime(CLEAR_CHECKOUT_AFTER_MS);
  expect(store.getState().checkout.token).toBe('55555555-5555-4555-8555-555555555555');
});

it('sends one request for a double click: both clicks get the same order', async () => {
  const api = mockGraphQL({ CheckoutComplete: answer({ order: ORDER }) });
  const store = storeWithCheckout();
  const [first, second] = await Promise.all([
    store.dispatch(completeCheckout()),
    store.dispatch(completeCheckout()),
  ]);
  expect(api.named('CheckoutComplete')).toHaveLength(1);
  expect(second).toEqual(first);
});

it("gives the server's error of a refused completion, and keeps the checkout", async () => {
  mockGraphQL({
    CheckoutComplete: answer({
      errors: [{ field: null, message: 'Card declined', code: 'PAYMENT_ERROR', variants: null }],
    }),
  });
  const store = storeWithCheckout();
  const result = await store.dispatch(completeCheckout());
  expect(result).toEqual({ kind: 'error', message: 'Card declined', code: 'PAYMENT_ERROR', field: null });
  jest.advanceTimersByTime(CLEAR_CHECKOUT_AFTER_MS * 2);
  expect(store.getState().checkout.token).toBe(TOKEN);
});

it('answers a confirmation the gateway asks for, and says when no order came back', async () => {
  mockGraphQL({ CheckoutComplete: answer({ confirmationNeeded: true, confirmationData: '{"step":"3ds"}' }) });
  const store = storeWithCheckout();
  expect(await store.dispatch(completeCheckout())).toEqual({
    kind: 'confirmation',
    confirmationData: '{"step":"3ds"}',
  });
  mockGraphQL({ CheckoutComplete: answer({}) });
  expect(await store.dispatch(completeCheckout())).toMatchObject({ kind: 'error', reason: 'noOrder' });
});

it('says "No checkout token available" without a checkout, and sends nothing', async () => {
  const api = mockGraphQL({});
  const { store } = makeTestStore();
  expect(await store.dispatch(completeCheckout())).toMatchObject({ kind: 'error', reason: 'noToken' });
  expect(api.sent).toHaveLength(0);
});

it('after a reload during completion, asks again for the same checkout and gets its order', async () => {
  // The first attempt never got an answer (the page went away): the checkout is still marked.
  mockGraphQL({ CheckoutComplete: new TypeError('Failed to fetch') });
  const before = storeWithCheckout();
  expect(await before.dispatch(completeCheckout())).toMatchObject({ kind: 'error' });
  // A new page: the stored token is gone (the server deleted the checkout), the mark is not.
  const api = mockGraphQL({ CheckoutComplete: answer({ order: ORDER }) });
  const { store: after } = makeTestStore();
  expect(await after.dispatch(completeCheckout())).toEqual({ kind: 'success', order: ORDER });
  expect(api.named('CheckoutComplete')[0].variables.id).toBe(toGlobalId('Checkout', TOKEN));
});
