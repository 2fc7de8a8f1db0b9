import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { fromGlobalId } from '../../lib/globalId';
import { findOrder } from '../../lib/orders/findOrder';
import { pollPayment, POLL_MAX_ATTEMPTS } from '../../lib/payment/paymentPolling';
import type { AppDispatch } from '../../app/hooks';
import { completeCheckout } from '../checkout';
import type { OrderDetailsFragment } from '../orders';
import { ordersApi, isPermissionError } from '../orders';
import { pollFinished } from './paymentSlice';
import { processTransaction, type PaymentProblem } from './payments';
import { completionProblem } from './usePayment';

export type CallbackState =
  | { phase: 'processing' }
  | { phase: 'completing' }
  | { phase: 'polling'; attempt: number; maxAttempts: number; order: OrderDetailsFragment }
  /** The provider has not decided (a *_REQUEST event): there is nothing to complete yet. */
  | { phase: 'undecided' }
  | { phase: 'success'; order: OrderDetailsFragment }
  /** Authorised in full: the money is secured and the shop charges it later. */
  | { phase: 'authorised'; order: OrderDetailsFragment }
  | { phase: 'failed'; problem: PaymentProblem | null; order: OrderDetailsFragment | null }
  | { phase: 'timeout'; order: OrderDetailsFragment }
  | { phase: 'error'; order: OrderDetailsFragment | null }
  | { phase: 'cancelled'; order: OrderDetailsFragment };

export interface CallbackParams {
  transaction: string | null;
  checkout: string | null;
  order: string | null;
}

const fresh = { subscribe: false, forceRefetch: true } as const;

async function orderByToken(dispatch: AppDispatch, token: string) {
  const result = await dispatch(ordersApi.endpoints.orderByToken.initiate({ token }, fresh));
  if (result.error) throw result.error;
  return result.data?.orderByToken ?? null;
}

/** An order named by its global id (the provider's return for an order payment). */
async function orderById(dispatch: AppDispatch, id: string, orderMapping: Record<string, string>) {
  return findOrder(id, {
    orderMapping,
    byToken: (token) => orderByToken(dispatch, token),
    byId: async (globalId) => {
      const result = await dispatch(ordersApi.endpoints.orderById.initiate({ id: globalId }, fresh));
      if (result.error) throw result.error;
      return result.data?.order ?? null;
    },
    isPermissionError,
  });
}

function checkoutTokenOf(id: string): string | null {
  try {
    const { type, id: token } = fromGlobalId(id);
    return type === 'Checkout' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The return from the provider's page: transactionProcess, then the checkout is completed into its order (or
 * the paid order is looked up), then the order is polled every 5000 ms, at most 120 times, until its payment
 * succeeds, is authorised in full, or fails. `cancel` stops the polling.
 */
export function usePaymentCallback(
  params: CallbackParams,
  orderMapping: Record<string, string>,
  { intervalMs }: { intervalMs?: number } = {},
) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CallbackState>({ phase: 'processing' });
  const polling = useRef<AbortController | null>(null);
  const { transaction, checkout, order: orderId } = params;

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    polling.current = controller;
    const show = (next: CallbackState) => live && setState(next);
    const run = async () => {
      if (transaction) {
        const outcome = await dispatch(processTransaction(transaction));
        if (outcome.kind === 'failed')
          return show({ phase: 'failed', problem: outcome.problem, order: null });
        if (outcome.kind === 'processing' && checkout) return show({ phase: 'undecided' });
      }
      let order: OrderDetailsFragment | null = null;
      const token = checkout ? checkoutTokenOf(checkout) : null;
      if (token) {
        show({ phase: 'completing' });
        const completion = await dispatch(completeCheckout({ token }));
        if (completion.kind !== 'success')
          return show({
            phase: 'failed',
            problem: completion.kind === 'error' ? completionProblem(completion) : null,
            order: null,
          });
        order = await orderByToken(dispatch, completion.order.token);
      } else if (orderId) {
        order = await orderById(dispatch, orderId, orderMapping);
      }
      if (!order) return show({ phase: 'error', order: null });
      const found = order;
      show({ phase: 'polling', attempt: 0, maxAttempts: POLL_MAX_ATTEMPTS, order: found });
      let latest = found;
      const outcome = await pollPayment({
        fetchOrder: async () => {
          const polled = await orderByToken(dispatch, found.token);
          if (polled) latest = polled;
          return polled;
        },
        intervalMs,
        signal: controller.signal,
        onAttempt: (attempt, maxAttempts) => show({ phase: 'polling', attempt, maxAttempts, order: latest }),
      });
      if (!live) return;
      dispatch(
        pollFinished({
          result: outcome.result,
          attempts: outcome.attempts,
          orderNumber: latest.number,
          at: new Date().toISOString(),
        }),
      );
      if (outcome.result === 'failed') return show({ phase: 'failed', problem: null, order: latest });
      show({ phase: outcome.result, order: latest });
    };
    run().catch(() => show({ phase: 'error', order: null }));
    return () => {
      live = false;
      controller.abort();
    };
    // orderMapping is read once, at the start: what the lookup finds must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transaction, checkout, orderId, dispatch, intervalMs]);

  return { state, cancel: () => polling.current?.abort() };
}
