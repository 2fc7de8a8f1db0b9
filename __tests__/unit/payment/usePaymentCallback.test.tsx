import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { OrderByTokenQuery } from '../../../src/features/orders/Order.generated';
import { usePaymentCallback, type CallbackParams } from '../../../src/features/payment/usePaymentCallback';
import { orderWith, ORDER_TOKEN } from '../../support/fixtures/orders';
import { gqlData, mockGraphQL, type Answer } from '../../support/network';
import { makeTestStore } from '../../support/store';

// The return from the provider's page as a hook: the order is polled until its payment settles, at
// most 120 times. The interval is the caller's (5 s on the page; none here, so no test waits).

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const unpaid = orderWith({ number: '55' });
const paid = orderWith({ number: '55', isPaid: true, paymentStatus: 'FULLY_CHARGED' });
const byToken = (order: typeof unpaid | null) => gqlData<OrderByTokenQuery>({ orderByToken: order });
const forOrder: CallbackParams = { transaction: null, checkout: null, order: unpaid.id };

function callback(params: CallbackParams, orderMapping: Record<string, string> = {}, intervalMs = 0) {
  const { store } = makeTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => usePaymentCallback(params, orderMapping, { intervalMs }), { wrapper });
  return { store, hook };
}

/** OrderByToken answered from a script, one answer per poll (the last one repeats). */
function polls(...answers: Answer[]) {
  return mockGraphQL({ OrderByToken: () => (answers.length > 1 ? answers.shift()! : answers[0]) });
}

it('polls until the payment is received, and records how the polling ended', async () => {
  const api = polls(byToken(unpaid), byToken(unpaid), byToken(unpaid), byToken(unpaid), byToken(paid));
  const { hook, store } = callback(forOrder);
  await waitFor(() => expect(hook.result.current.state.phase).toBe('success'));
  expect(hook.result.current.state).toEqual({ phase: 'success', order: paid });
  // The lookup by the token inside the order's id, then three polls that found it unpaid and the paid one.
  expect(api.named('OrderByToken')).toHaveLength(5);
  expect(api.named('OrderByToken').every((request) => request.variables.token === ORDER_TOKEN)).toBe(true);
  expect(store.getState().payment.lastPoll).toMatchObject({
    result: 'success',
    attempts: 4,
    orderNumber: '55',
  });
});

it('gives up after 120 checks of an undecided payment', async () => {
  const api = polls(byToken(unpaid));
  const { hook, store } = callback(forOrder);
  await waitFor(() => expect(hook.result.current.state.phase).toBe('timeout'));
  expect(api.named('OrderByToken')).toHaveLength(1 + 120);
  expect(store.getState().payment.lastPoll).toMatchObject({ result: 'timeout', attempts: 120 });
});

it('stops polling when cancelled', async () => {
  const api = mockGraphQL({ OrderByToken: byToken(unpaid) });
  // A wait between checks longer than any test: only the cancel can end it.
  const { hook } = callback(forOrder, {}, 60 * 60 * 1000);
  await waitFor(() => expect(hook.result.current.state.phase).toBe('polling'));
  act(() => hook.result.current.cancel());
  await waitFor(() => expect(hook.result.current.state.phase).toBe('cancelled'));
  expect(hook.result.current.state).toMatchObject({ phase: 'cancelled', order: { number: '55' } });
  // The lookup and the first check; none after the cancel.
  expect(api.named('OrderByToken')).toHaveLength(2);
});

it('finds the order through the stored mapping when the provider returns its number', async () => {
  const api = polls(byToken(paid));
  const { hook } = callback({ transaction: null, checkout: null, order: '55' }, { '55': ORDER_TOKEN });
  await waitFor(() => expect(hook.result.current.state.phase).toBe('success'));
  expect(api.named('OrderByToken')[0].variables).toEqual({ token: ORDER_TOKEN });
  expect(api.named('OrderById')).toHaveLength(0);
});

it('ends in an error when the order cannot be looked up', async () => {
  mockGraphQL({ OrderByToken: new TypeError('Failed to fetch') });
  const { hook } = callback(forOrder);
  await waitFor(() => expect(hook.result.current.state).toEqual({ phase: 'error', order: null }));
});
