import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePaymentStarted } from '../../../src/features/payment';
import { processTransaction, startTransaction } from '../../../src/features/payment/payments';
import { checkoutIdFromToken, toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';
import { makeTestStore } from '../../support/store';

// Whether a checkout has a payment under way that may still take money: the promo-code form refuses a
// gift card then, and the payment step does not place an order with nothing to pay around it.

const TOKEN = '66666666-6666-4666-8666-666666666666';
const CHECKOUT = checkoutIdFromToken(TOKEN);
const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');

const answer = (mutation: 'transactionInitialize' | 'transactionProcess', type: string) => ({
  body: {
    data: {
      [mutation]: {
        transaction: { id: TRANSACTION },
        transactionEvent: {
          id: 'ev',
          type,
          message: '',
          pspReference: '',
          externalUrl: 'https://pay.example.com/session/42',
          createdAt: '',
          amount: { amount: 24, currency: 'USD' },
        },
        data: null,
        errors: [],
      },
    },
  },
});

const start = {
  source: { checkoutToken: TOKEN },
  gatewayId: 'saleor.io.dummy-payment-app',
  amount: 24,
  name: 'Order: Everyday Crew Tee (M / Black)',
  returnUrl: 'http://shop.test/payment-callback',
};

function started(store: ReturnType<typeof makeTestStore>['store']) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePaymentStarted(CHECKOUT), { wrapper });
}

beforeEach(() => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('none before any payment', () => {
  const { store } = makeTestStore();
  expect(started(store).result.current).toBe(false);
});

it("a payment waiting on the provider's page counts, until the provider refuses it", async () => {
  mockGraphQL({
    TransactionInitialize: answer('transactionInitialize', 'CHARGE_ACTION_REQUIRED'),
    TransactionProcess: answer('transactionProcess', 'CHARGE_FAILURE'),
  });
  const { store } = makeTestStore();
  const hook = started(store);
  await store.dispatch(startTransaction(start));
  hook.rerender();
  expect(hook.result.current).toBe(true);
  await store.dispatch(processTransaction(TRANSACTION));
  hook.rerender();
  expect(hook.result.current).toBe(false);
});

it('a payment refused at once does not count; one whose answer was lost does', async () => {
  mockGraphQL({ TransactionInitialize: answer('transactionInitialize', 'CHARGE_FAILURE') });
  const { store } = makeTestStore();
  await store.dispatch(startTransaction(start));
  expect(started(store).result.current).toBe(false);

  // No answer to transactionProcess: the provider may still take the money.
  mockGraphQL({
    TransactionInitialize: answer('transactionInitialize', 'CHARGE_ACTION_REQUIRED'),
    TransactionProcess: { status: 500, body: '<h1>Server Error (500)</h1>' },
  });
  const second = makeTestStore().store;
  await second.dispatch(startTransaction(start));
  await second.dispatch(processTransaction(TRANSACTION));
  expect(started(second).result.current).toBe(true);
});
