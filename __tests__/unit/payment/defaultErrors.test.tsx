import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PaymentPanel } from '../../../src/features/payment/PaymentPanel';
import { paymentMessages } from '../../../src/features/payment/paymentMessages';
import { TransactionEventsButton } from '../../../src/features/payment/TransactionEventsButton';
import { toGlobalId } from '../../../src/lib/globalId';
import { LEGACY_DUMMY } from '../../../src/lib/payment/gatewayKinds';
import { type Answer, mockGraphQL } from '../../support/network';
import {
  describeTranslations,
  expectNoTransportWords,
  NO_ANSWER,
  PRELOAD_TIMEOUT_MS,
  preloadLazyParts,
  refusalSaying,
  silentRefusals,
} from '../../support/defaultErrorCases';
import { renderWithProviders } from '../../support/render';

// Paying when the server fails without a word of its own: the payment methods, a legacy gateway's payment and
// a transaction's events each say their default text.

const TOKEN = '77777777-7777-4777-8777-777777777777';
const CHECKOUT_ID = toGlobalId('Checkout', TOKEN);
const TRANSACTION_ID = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function renderInShop(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  renderWithProviders(<RouterProvider router={router} />, { preloadedState: { checkout: { token: TOKEN } } });
}

const renderPaymentPanel = () =>
  renderInShop(
    <PaymentPanel
      target={{ kind: 'checkout', token: TOKEN, id: CHECKOUT_ID, amount: 19, name: 'Order: Tee (M)' }}
      total={{ amount: 19, currency: 'USD' }}
      onPaid={() => undefined}
    />,
  );

const dummyGateway: Answer = {
  body: {
    data: {
      checkout: {
        id: CHECKOUT_ID,
        totalPrice: { gross: { amount: 19, currency: 'USD' } },
        availablePaymentGateways: [{ id: LEGACY_DUMMY, name: 'Dummy', currencies: ['USD'], config: [] }],
      },
    },
  },
};

describe('the payment methods', () => {
  it.each([
    ...NO_ANSWER,
    [
      'a top-level error with an empty message',
      { body: { data: { checkout: null }, errors: [{ message: '' }] } },
    ],
  ] as [string, Answer][])('say "Failed to fetch payment gateways" after %s', async (_, failure) => {
    mockGraphQL({ CheckoutPaymentGateways: failure });
    renderPaymentPanel();
    expect(await screen.findByText('Failed to fetch payment gateways')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expectNoTransportWords();
  });
});

describe("a legacy gateway's payment", () => {
  const pay = async (answer: Answer) => {
    const api = mockGraphQL({ CheckoutPaymentGateways: dummyGateway, CheckoutPaymentCreate: answer });
    renderPaymentPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    return api;
  };

  it.each([
    ...NO_ANSWER,
    ...silentRefusals('checkoutPaymentCreate'),
    [
      'an answer with no payment and no error',
      { body: { data: { checkoutPaymentCreate: { payment: null, errors: [] } } } },
    ],
  ] as [string, Answer][])('says "Failed to create checkout payment" after %s', async (_, failure) => {
    const api = await pay(failure);
    expect(await screen.findByText('Failed to create checkout payment')).toBeInTheDocument();
    expectNoTransportWords();
    // No payment: the checkout is not completed.
    expect(api.named('CheckoutComplete')).toHaveLength(0);
  });

  it("shows our message for the server's code instead, its words only in the folded details", async () => {
    const said = "Partial payments are not allowed, amount should be equal checkout's total.";
    await pay(refusalSaying('checkoutPaymentCreate', said, 'amount', 'PARTIAL_PAYMENT_NOT_ALLOWED'));
    expect(await screen.findByText('The payment must cover the whole order total.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create checkout payment')).not.toBeInTheDocument();
    const details = screen.getByText(said);
    expect(details).toHaveAttribute('lang', 'en');
    expect(details.closest('details')).not.toHaveAttribute('open');
  });
});

describe("a transaction's events", () => {
  const showEvents = async (answer: Answer) => {
    mockGraphQL({ TransactionEvents: answer });
    renderInShop(<TransactionEventsButton transactionId={TRANSACTION_ID} />);
    await userEvent.click(screen.getByRole('button', { name: `Show events of ${TRANSACTION_ID}` }));
  };

  it.each([
    ...NO_ANSWER,
    [
      'a top-level error with an empty message',
      { body: { data: { transaction: null }, errors: [{ message: '' }] } },
    ],
  ] as [string, Answer][])('say "Failed to fetch transaction events" after %s', async (_, failure) => {
    await showEvents(failure);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch transaction events$/);
  });

  it("say the default text for words without a code we know, never the server's words", async () => {
    await showEvents({
      body: { data: { transaction: null }, errors: [{ message: 'Transaction is archived.' }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch transaction events$/);
  });

  it('say a missing permission in our words', async () => {
    await showEvents({
      body: {
        data: { transaction: null },
        errors: [
          {
            message: 'To access this path, you need one of the following permissions: HANDLE_PAYMENTS',
            extensions: { exception: { code: 'PermissionDenied' } },
          },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This is not allowed for your account\.$/);
  });
});

describeTranslations([
  paymentMessages.gatewaysFailed,
  paymentMessages.paymentCreateFailed,
  paymentMessages.eventsFailed,
]);
