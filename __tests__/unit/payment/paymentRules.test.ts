import { fromGlobalId, InvalidGlobalIdError, toGlobalId } from '../../../src/lib/globalId';
import {
  cutForGateway,
  gatewayAppId,
  isPayableAmount,
  paymentSourceId,
  transactionName,
} from '../../../src/lib/payment/paymentRules';
import { isRetryablePaymentError, paymentErrorKind } from '../../../src/lib/payment/paymentErrors';

describe('payment rules', () => {
  it('cut strings for the gateway at 200 characters', () => {
    expect(cutForGateway('x'.repeat(250))).toHaveLength(200);
    expect(cutForGateway('short')).toBe('short');
  });

  it('extract the app id from an "app:" gateway id and keep other ids', () => {
    expect(gatewayAppId('app:saleor.io.dummy-payment-app:card')).toBe('saleor.io.dummy-payment-app');
    expect(gatewayAppId('mirumee.payments.dummy')).toBe('mirumee.payments.dummy');
  });

  it('refuse an amount of 0, below 0 or not a number', () => {
    expect([0, -1, Number.NaN, Infinity].map(isPayableAmount)).toEqual([false, false, false, false]);
    expect(isPayableAmount(0.01)).toBe(true);
  });

  it('name transactions "Order Payment" for orders and after the first cart line for checkouts', () => {
    expect(transactionName({ kind: 'order' })).toBe('Order Payment');
    expect(transactionName({ kind: 'checkout', productName: 'Mug', variantName: 'Blue' })).toBe(
      'Order: Mug (Blue)',
    );
    expect(transactionName({ kind: 'checkout', productName: 'E-book', variantName: '' })).toBe(
      'Order: E-book',
    );
    expect(transactionName({ kind: 'checkout', productName: 'p'.repeat(300) })).toHaveLength(200);
  });

  it('build global ids from plain order ids and checkout tokens, and refuse one that does not decode', () => {
    const token = '2f9c8f4e-6f0b-4a62-9b0e-7d7a1c3e5b21';
    expect(fromGlobalId(paymentSourceId({ checkoutToken: token }))).toEqual({ type: 'Checkout', id: token });
    expect(fromGlobalId(paymentSourceId({ orderId: token }))).toEqual({ type: 'Order', id: token });
    const orderId = toGlobalId('Order', token);
    expect(paymentSourceId({ orderId })).toBe(orderId);
    expect(() => fromGlobalId('%%%')).toThrow(InvalidGlobalIdError);
    expect(() => fromGlobalId('%%%')).toThrow('Invalid global ID');
    expect(() => paymentSourceId({ orderId: toGlobalId('Checkout', token) })).toThrow(InvalidGlobalIdError);
  });
});

describe('payment errors', () => {
  it.each([
    [{ message: 'Request timeout after 30000 ms' }, 'timeout'],
    [{ message: 'connect ETIMEDOUT 10.0.0.1:443' }, 'timeout'],
    [
      { message: 'You need one of the following permissions: HANDLE_PAYMENTS', code: 'PermissionDenied' },
      'permission',
    ],
    [{ message: 'App lacks MANAGE_CHECKOUTS' }, 'permission'],
    [{ code: 'ZERO_AMOUNT' }, 'zeroAmount'],
    [{ message: 'Missing pspReference in the response' }, 'missingReference'],
    [{ eventType: 'CHARGE_FAILURE', message: 'Declined' }, 'chargeFailure'],
    [{ eventType: 'AUTHORIZATION_FAILURE', message: 'Declined' }, 'authorizationFailure'],
    [{ message: 'Something odd happened' }, 'generic'],
  ])('sort %j as %s', (failure, kind) => {
    expect(paymentErrorKind(failure)).toBe(kind);
  });

  it('may be retried after a timeout or a server error, not after a decline', () => {
    expect(isRetryablePaymentError({ message: 'timeout' })).toBe(true);
    expect(isRetryablePaymentError({ status: 502, message: 'Bad gateway' })).toBe(true);
    expect(isRetryablePaymentError({ status: 500 })).toBe(true);
    expect(isRetryablePaymentError({ status: 400, message: 'bad input' })).toBe(false);
    expect(isRetryablePaymentError({ eventType: 'CHARGE_FAILURE' })).toBe(false);
  });
});
