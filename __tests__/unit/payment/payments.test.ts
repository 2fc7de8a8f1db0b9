import { makeTestStore } from '../../support/store';
import { paymentMessages } from '../../../src/features/payment/paymentMessages';
import {
  createLegacyPayment,
  processTransaction,
  startTransaction,
  type TransactionRequest,
} from '../../../src/features/payment/payments';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';

// Starting and following payments against a mocked API: the checks that refuse without any call, the
// transaction names and cut strings sent, each event type's outcome, and failures sorted into the shopper's
// kinds with the retry rule (timeouts and 500+ may be retried).

const TOKEN = '66666666-6666-4666-8666-666666666666';
const ORDER_ID = toGlobalId('Order', '77777777-7777-4777-8777-777777777777');
const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');

const request = (over: Partial<TransactionRequest> = {}): TransactionRequest => ({
  source: { checkoutToken: TOKEN },
  gatewayId: 'saleor.io.dummy-payment-app',
  amount: 57,
  name: 'Order: Arc Table Lamp (White)',
  data: { event: { type: 'CHARGE_SUCCESS' } },
  returnUrl: 'http://shop.test/payment-callback',
  ...over,
});

const initialized = (type: string, extra: Record<string, unknown> = {}) => ({
  body: {
    data: {
      transactionInitialize: {
        transaction: { id: TRANSACTION },
        transactionEvent: {
          id: 'ev',
          type,
          message: '',
          pspReference: '',
          externalUrl: '',
          createdAt: '',
          amount: { amount: 57, currency: 'USD' },
          ...extra,
        },
        data: null,
        errors: [],
      },
    },
  },
});

describe('refused before any call', () => {
  it.each([
    ['an amount of 0', request({ amount: 0 }), 'zeroAmount'],
    ['no gateway', request({ gatewayId: '' }), 'generic'],
    ['no checkout token', request({ source: { checkoutToken: '' } }), 'generic'],
    [
      'a global id of another type as the order',
      request({ source: { orderId: toGlobalId('Checkout', TOKEN) } }),
      'generic',
    ],
    ['an empty order id', request({ source: { orderId: '' } }), 'generic'],
    ['a garbled order id', request({ source: { orderId: 'not an id!' } }), 'generic'],
  ])('%s', async (_, wanted, kind) => {
    const api = mockGraphQL({});
    const { store } = makeTestStore();
    const outcome = await store.dispatch(startTransaction(wanted));
    expect(outcome).toMatchObject({ kind: 'failed', problem: { kind } });
    expect(api.sent).toHaveLength(0);
  });

  it.each(['', 'not an id!', toGlobalId('Order', 'garbled')])(
    'an order id %j that names no order: "Invalid global ID", nothing sent',
    async (orderId) => {
      const api = mockGraphQL({});
      const { store } = makeTestStore();
      const outcome = await store.dispatch(startTransaction(request({ source: { orderId } })));
      expect(outcome).toMatchObject({ kind: 'failed', problem: { text: paymentMessages.invalidGlobalId } });
      expect(api.sent).toHaveLength(0);
    },
  );

  it('an order authorised in full (the shop charges later): checked, never initialised', async () => {
    const api = mockGraphQL({
      OrderPaymentCheck: {
        body: {
          data: {
            order: {
              id: ORDER_ID,
              number: '7',
              token: 't',
              status: 'UNFULFILLED',
              paymentStatus: 'NOT_CHARGED',
              chargeStatus: 'NONE',
              authorizeStatus: 'FULL',
              isPaid: false,
              total: { gross: { amount: 5, currency: 'USD' } },
              totalCharged: { amount: 0, currency: 'USD' },
            },
          },
        },
      },
    });
    const { store } = makeTestStore();
    const outcome = await store.dispatch(startTransaction(request({ source: { orderId: ORDER_ID } })));
    expect(outcome).toMatchObject({ kind: 'failed', problem: { text: paymentMessages.alreadyAuthorised } });
    expect(api.named('OrderPaymentCheck')).toHaveLength(1);
    expect(api.named('TransactionInitialize')).toHaveLength(0);
  });

  it('an order already fully charged: checked, never initialised', async () => {
    const api = mockGraphQL({
      OrderPaymentCheck: {
        body: {
          data: {
            order: {
              id: ORDER_ID,
              number: '7',
              token: 't',
              status: 'UNFULFILLED',
              paymentStatus: 'FULLY_CHARGED',
              chargeStatus: 'FULL',
              isPaid: true,
              total: { gross: { amount: 5, currency: 'USD' } },
              totalCharged: { amount: 5, currency: 'USD' },
            },
          },
        },
      },
    });
    const { store } = makeTestStore();
    const outcome = await store.dispatch(startTransaction(request({ source: { orderId: ORDER_ID } })));
    expect(outcome).toMatchObject({ kind: 'failed', problem: { text: paymentMessages.alreadyPaid } });
    expect(api.named('TransactionInitialize')).toHaveLength(0);
  });
});

it('sends the checkout as a global id, the app id of an "app:" gateway, the name cut at 200', async () => {
  const api = mockGraphQL({ TransactionInitialize: initialized('CHARGE_SUCCESS') });
  const { store } = makeTestStore();
  const outcome = await store.dispatch(
    startTransaction(request({ gatewayId: 'app:saleor.io.dummy-payment-app:card', name: 'x'.repeat(300) })),
  );
  expect(outcome).toEqual({ kind: 'paid', transactionId: TRANSACTION });
  const sent = api.named('TransactionInitialize')[0].variables as {
    id: string;
    amount: number;
    gateway: { id: string; data: { name: string; event: unknown } };
  };
  expect(sent.id).toBe(toGlobalId('Checkout', TOKEN));
  expect(sent.amount).toBe(57);
  expect(sent.gateway.id).toBe('saleor.io.dummy-payment-app');
  expect(sent.gateway.data.name).toHaveLength(200);
  expect(sent.gateway.data.event).toEqual({ type: 'CHARGE_SUCCESS' });
  expect(store.getState().payment.transactionIds).toEqual({ [toGlobalId('Checkout', TOKEN)]: [TRANSACTION] });
});

it('opens the provider page of an ACTION_REQUIRED answer in a new window and reports it pending', async () => {
  const opened = { opener: {} as unknown };
  const open = jest.spyOn(window, 'open').mockReturnValue(opened as Window);
  mockGraphQL({
    TransactionInitialize: initialized('CHARGE_ACTION_REQUIRED', {
      externalUrl: 'http://shop.test/_dev/pay/x',
    }),
  });
  const { store } = makeTestStore();
  const outcome = await store.dispatch(startTransaction(request()));
  expect(open).toHaveBeenCalledWith('http://shop.test/_dev/pay/x', '_blank');
  expect(opened.opener).toBeNull();
  expect(outcome).toEqual({
    kind: 'pending',
    transactionId: TRANSACTION,
    url: 'http://shop.test/_dev/pay/x',
    opened: true,
  });
  open.mockRestore();
});

it('reports a blocked pop-up, so the page offers the link', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  mockGraphQL({
    TransactionInitialize: initialized('CHARGE_ACTION_REQUIRED', {
      externalUrl: 'http://shop.test/_dev/pay/y',
    }),
  });
  const { store } = makeTestStore();
  expect(await store.dispatch(startTransaction(request()))).toMatchObject({ kind: 'pending', opened: false });
  open.mockRestore();
});

it('a failure event is a charge failure, "Transaction processing failed" with its type', async () => {
  mockGraphQL({
    TransactionProcess: {
      body: {
        data: {
          transactionProcess: {
            transaction: { id: TRANSACTION },
            transactionEvent: {
              id: 'e',
              type: 'CHARGE_FAILURE',
              message: 'Declined on the hosted page',
              pspReference: '',
              externalUrl: '',
              createdAt: '',
              amount: { amount: 57, currency: 'USD' },
            },
            data: null,
            errors: [],
          },
        },
      },
    },
  });
  const { store } = makeTestStore();
  const outcome = await store.dispatch(processTransaction(TRANSACTION));
  expect(outcome).toMatchObject({
    kind: 'failed',
    problem: {
      kind: 'chargeFailure',
      text: paymentMessages.processFailedWithEvent,
      values: { eventType: 'CHARGE_FAILURE' },
      detail: 'Declined on the hosted page',
      retryable: false,
    },
  });
});

it('a server error (500) may be retried; a permission error names the missing permission', async () => {
  mockGraphQL({
    TransactionInitialize: { status: 500, body: { errors: [{ message: 'Internal Server Error' }] } },
  });
  const { store } = makeTestStore();
  expect(await store.dispatch(startTransaction(request()))).toMatchObject({
    kind: 'failed',
    problem: { retryable: true },
  });
  mockGraphQL({
    TransactionInitialize: {
      body: {
        data: { transactionInitialize: null },
        errors: [
          {
            message: 'To access this path, you need one of the following permissions: HANDLE_PAYMENTS',
            extensions: { exception: { code: 'PermissionDenied' } },
          },
        ],
      },
    },
  });
  expect(await store.dispatch(startTransaction(request()))).toMatchObject({
    kind: 'failed',
    problem: { kind: 'permission', retryable: false },
  });
});

it('a legacy payment is created for the exact total with the token, cut at 200', async () => {
  const api = mockGraphQL({
    CheckoutPaymentCreate: {
      body: {
        data: {
          checkoutPaymentCreate: {
            payment: { id: 'p', isActive: true, chargeStatus: 'NOT_CHARGED' },
            errors: [],
          },
        },
      },
    },
  });
  const { store } = makeTestStore();
  const outcome = await store.dispatch(
    createLegacyPayment({
      checkoutToken: TOKEN,
      gatewayId: 'mirumee.payments.dummy',
      token: 'charged',
      amount: 57,
      returnUrl: 'r',
    }),
  );
  expect(outcome).toEqual({ kind: 'paid', transactionId: null });
  expect(api.named('CheckoutPaymentCreate')[0].variables).toEqual({
    id: toGlobalId('Checkout', TOKEN),
    input: { gateway: 'mirumee.payments.dummy', token: 'charged', amount: 57, returnUrl: 'r' },
  });
});
