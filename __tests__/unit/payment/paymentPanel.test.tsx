import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutDetailsQuery } from '../../../src/features/checkout/CheckoutDetails.generated';
import type { CheckoutCompleteMutation } from '../../../src/features/checkout/CheckoutComplete.generated';
import type {
  CheckoutPaymentGatewaysQuery,
  TransactionInitializeMutation,
  TransactionProcessMutation,
} from '../../../src/features/payment/Payment.generated';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderCheckoutPage } from '../../support/checkoutPage';
import { PRELOAD_TIMEOUT_MS, preloadLazyParts } from '../../support/defaultErrorCases';
import { address, checkoutWith, money, standardShipping, taxed } from '../../support/fixtures/checkout';
import { orderWith } from '../../support/fixtures/orders';
import { gqlData, mockGraphQL, type Answer } from '../../support/network';

// The checkout's payment step: the gateways the checkout offers, the pay button with the total, and
// what follows a payment: the order, the provider's page, or why nothing can be paid.

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const ready = checkoutWith({
  email: 'ada@example.com',
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null },
  shippingPrice: taxed(5),
  totalPrice: taxed(24),
});
const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');
const ORDER_TOKEN = '99999999-9999-4999-8999-999999999999';
const PROVIDER_PAGE = 'https://pay.example.com/session/42';

type Gateway = NonNullable<CheckoutPaymentGatewaysQuery['checkout']>['availablePaymentGateways'][number];
const dummyApp: Gateway = {
  id: 'saleor.io.dummy-payment-app',
  name: 'Dummy Payment App',
  currencies: ['USD'],
  config: [],
};
const legacyDummy: Gateway = { id: 'mirumee.payments.dummy', name: 'Dummy', currencies: ['USD'], config: [] };

const gateways = (list: Gateway[]) =>
  gqlData<CheckoutPaymentGatewaysQuery>({
    checkout: { id: ready.id, totalPrice: ready.totalPrice, availablePaymentGateways: list },
  });

type Event = NonNullable<
  NonNullable<TransactionInitializeMutation['transactionInitialize']>['transactionEvent']
>;
const event = (type: Event['type'], externalUrl = ''): Event => ({
  id: 'ev-1',
  type,
  message: '',
  pspReference: 'psp-1',
  externalUrl,
  createdAt: '2026-11-25T09:00:00Z',
  amount: money(24),
});
const transaction = {
  id: TRANSACTION,
  token: '88888888-8888-4888-8888-888888888888',
  name: 'Order: Everyday Crew Tee (M / Black)',
  pspReference: 'psp-1',
  actions: [],
  authorizedAmount: money(0),
  chargedAmount: money(24),
};
const initialized = (type: Event['type'], externalUrl?: string) =>
  gqlData<TransactionInitializeMutation>({
    transactionInitialize: {
      data: null,
      transaction,
      transactionEvent: event(type, externalUrl),
      errors: [],
    },
  });
const completed = gqlData<CheckoutCompleteMutation>({
  checkoutComplete: {
    confirmationNeeded: false,
    confirmationData: null,
    order: orderWith({
      token: ORDER_TOKEN,
      number: '31',
      paymentStatus: 'FULLY_CHARGED',
      isPaid: true,
      total: { gross: money(24), net: money(24) },
    }),
    errors: [],
  },
});

function openPayment(answers: Record<string, Answer | (() => Answer)>) {
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: ready }),
    ...answers,
  });
  return { api, ...renderCheckoutPage('payment') };
}

it("offers the checkout's gateways, the first one chosen, and the total on the pay button", async () => {
  openPayment({ CheckoutPaymentGateways: gateways([dummyApp, legacyDummy]) });
  const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
  expect(within(methods).getByRole('radio', { name: 'Dummy Payment App' })).toBeChecked();
  expect(within(methods).getByRole('radio', { name: 'Dummy' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Pay $24.00' })).toBeEnabled();
});

it('pays with the payment app, completes the checkout and opens the order', async () => {
  const { api, router } = openPayment({
    CheckoutPaymentGateways: gateways([dummyApp]),
    TransactionInitialize: initialized('CHARGE_SUCCESS'),
    CheckoutComplete: completed,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Pay $24.00' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(router.state.location.search).toBe(`?order=${ORDER_TOKEN}`);
  const [init] = api.named('TransactionInitialize');
  expect(init.variables).toMatchObject({ id: ready.id, amount: 24, gateway: { id: dummyApp.id } });
  expect(api.named('CheckoutComplete')).toHaveLength(1);
});

it('gift cards paying it all: "Place order" completes the checkout with no gateway and no payment', async () => {
  const card = {
    id: 'R2lmdENhcmQ6MQ==',
    last4CodeChars: 'DEMO',
    isActive: true,
    expiryDate: null,
    currentBalance: money(100),
  };
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({
      checkout: { ...ready, giftCards: [card], totalPrice: taxed(0) },
    }),
    CheckoutComplete: completed,
  });
  const { router } = renderCheckoutPage('payment');
  expect(
    await screen.findByText('Your gift cards cover the whole order: there is nothing left to pay.'),
  ).toBeVisible();
  expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(api.named('CheckoutComplete')).toHaveLength(1);
  expect(api.named('TransactionInitialize')).toHaveLength(0);
  expect(api.named('CheckoutPaymentGateways')).toHaveLength(0);
});

it('a gift card paying part: the gateway charges the rest, the total Saleor has already reduced', async () => {
  const card = {
    id: 'R2lmdENhcmQ6MQ==',
    last4CodeChars: 'DEMO',
    isActive: true,
    expiryDate: null,
    currentBalance: money(20),
  };
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({
      checkout: { ...ready, giftCards: [card], totalPrice: taxed(4) },
    }),
    CheckoutPaymentGateways: gateways([dummyApp]),
    TransactionInitialize: initialized('CHARGE_SUCCESS'),
    CheckoutComplete: completed,
  });
  const { router } = renderCheckoutPage('payment');
  const pay = await screen.findByRole('button', { name: 'Pay $4.00' });
  // The totals beside the step: the card's share (24.00 less the 4.00 left), then what is left to pay.
  const totals = screen.getByRole('region', { name: 'Your order' });
  expect(within(totals).getByText('Gift card ••••DEMO').parentElement).toHaveTextContent(
    'Gift card ••••DEMO-$20.00',
  );
  await userEvent.click(pay);
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(api.named('TransactionInitialize')[0].variables).toMatchObject({ amount: 4 });
});

it("waits while the shopper pays on the provider's page, then finishes when told", async () => {
  // The browser blocked the new window: the page offers the link instead.
  jest.spyOn(window, 'open').mockReturnValue(null);
  const { api, router } = openPayment({
    CheckoutPaymentGateways: gateways([dummyApp]),
    TransactionInitialize: initialized('CHARGE_ACTION_REQUIRED', PROVIDER_PAGE),
    TransactionProcess: gqlData<TransactionProcessMutation>({
      transactionProcess: { data: null, transaction, transactionEvent: event('CHARGE_SUCCESS'), errors: [] },
    }),
    CheckoutComplete: completed,
  });
  const pay = await screen.findByRole('button', { name: 'Pay $24.00' });
  await userEvent.click(pay);

  expect(
    await screen.findByText(
      'Payment pending: finish paying on the payment page that opened in a new window.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', PROVIDER_PAGE);
  expect(pay).toBeDisabled();
  expect(api.named('CheckoutComplete')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'I have finished paying' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(api.named('TransactionProcess')[0].variables).toMatchObject({ id: TRANSACTION });
});

it('says so when the shop offers no payment method', async () => {
  openPayment({ CheckoutPaymentGateways: gateways([]) });
  expect(
    await screen.findByText('No payment method is available for this order. Please contact the shop.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
});

it('says when the payment methods could not be loaded, and loads them again on request', async () => {
  let calls = 0;
  openPayment({
    CheckoutPaymentGateways: () =>
      ++calls === 1 ? { status: 500, body: '<h1>Server Error (500)</h1>' } : gateways([dummyApp]),
  });
  expect(await screen.findByText('Failed to fetch payment gateways')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radio', { name: 'Dummy Payment App' })).toBeChecked();
  expect(screen.queryByText('Failed to fetch payment gateways')).not.toBeInTheDocument();
});

it('a promo code making the order free: a neutral "nothing to pay", not a word of gift cards', async () => {
  const api = mockGraphQL({
    CheckoutDetails: gqlData<CheckoutDetailsQuery>({
      checkout: { ...ready, giftCards: [], voucherCode: 'FREEBIE', totalPrice: taxed(0) },
    }),
    CheckoutComplete: completed,
  });
  const { router } = renderCheckoutPage('payment');
  expect(await screen.findByText('Nothing to pay: place your order.')).toBeVisible();
  expect(screen.queryByText(/gift cards cover/i)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  expect(api.named('CheckoutComplete')).toHaveLength(1);
});

describe('a payment started before gift cards brought the total to 0', () => {
  const card = {
    id: 'R2lmdENhcmQ6MQ==',
    last4CodeChars: 'DEMO',
    isActive: true,
    expiryDate: null,
    currentBalance: money(100),
  };
  const free = gqlData<CheckoutDetailsQuery>({
    checkout: { ...ready, giftCards: [card], totalPrice: taxed(0) },
  });
  // The provider's page of an earlier attempt may still be open: this browser remembers its transaction.
  const started = {
    preloadedState: {
      checkout: { token: ready.token },
      payment: { transactionIds: { [ready.id]: [TRANSACTION] }, lastPoll: null },
    },
  };
  const processed = (type: Event['type']) =>
    gqlData<TransactionProcessMutation>({
      transactionProcess: { data: null, transaction, transactionEvent: event(type), errors: [] },
    });

  it('offers no "Place order" until that payment is decided, and asks the provider about it', async () => {
    const api = mockGraphQL({
      CheckoutDetails: free,
      TransactionProcess: processed('CHARGE_FAILURE'),
      CheckoutComplete: completed,
    });
    const { router } = renderCheckoutPage('payment', started);
    expect(
      await screen.findByText(
        'A payment was started for this checkout before its total changed. Finish or cancel it on the payment page, then check it here before placing the order.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Check the payment' }));
    // The provider refused it: nothing is held, so the order can be placed with the gift cards alone.
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(api.named('TransactionProcess')[0].variables).toMatchObject({ id: TRANSACTION });
    expect(api.named('CheckoutComplete')).toHaveLength(1);
  });

  it('a payment the provider accepted completes the checkout, with no second payment', async () => {
    const api = mockGraphQL({
      CheckoutDetails: free,
      TransactionProcess: processed('CHARGE_SUCCESS'),
      CheckoutComplete: completed,
    });
    const { router } = renderCheckoutPage('payment', started);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(api.named('CheckoutComplete')).toHaveLength(1);
    expect(api.named('TransactionInitialize')).toHaveLength(0);
  });
});
