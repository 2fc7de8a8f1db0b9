import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { completeCheckout, type CompletionResult, checkoutMessages } from '../checkout';
import {
  createLegacyPayment,
  paymentProblem,
  processTransaction,
  startTransaction,
  type PaymentOutcome,
  type PaymentProblem,
} from './payments';

/** What is being paid: the checkout (completed into an order once paid), or an order placed unpaid. */
export type PaymentTarget =
  | { kind: 'checkout'; token: string; id: string; amount: number; name: string }
  | { kind: 'order'; id: string; amount: number; name: string };

/** How the shopper chose to pay. */
export type PaymentChoice =
  | { flow: 'transaction'; gatewayId: string; data?: Record<string, unknown> }
  | { flow: 'legacy'; gatewayId: string; token: string };

export type PaymentStatus =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'pending'; transactionId: string; url: string | null; opened: boolean }
  | { kind: 'processing'; transactionId: string }
  | { kind: 'confirmation'; confirmationData: string | null }
  | { kind: 'failed'; problem: PaymentProblem; retry: () => void };

export interface PaidOrder {
  token: string;
  number: string;
}

/**
 * A completion error as a problem the payment page shows: ours for the server's code (its own words
 * in the details), else the completion's own default text.
 */
export function completionProblem(result: Extract<CompletionResult, { kind: 'error' }>): PaymentProblem {
  const reasonText = result.reason ? checkoutMessages[result.reason] : undefined;
  const problem = paymentProblem(
    {
      message: result.message,
      code: result.code,
      field: result.field,
      // A declined payment surfaces at completion (legacy gateways): it is a failed charge.
      eventType: result.code === 'PAYMENT_ERROR' ? 'CHARGE_FAILURE' : null,
    },
    checkoutMessages.completeFailed,
  );
  return {
    ...problem,
    text: reasonText ?? problem.text,
    // No answer at all: asking again is safe (Saleor gives the same order for the same checkout).
    retryable: problem.retryable || (!result.message && !result.reason),
  };
}

/**
 * The payment state machine of a payment page: pay, follow the provider's page (a new window), come
 * back (transactionProcess), complete the checkout, retry what may be retried. `onPaid` gets the order
 * a checkout became (null when an order was paid: the page knows it).
 */
export function usePayment(target: PaymentTarget, onPaid: (order: PaidOrder | null) => void) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<PaymentStatus>({ kind: 'idle' });
  const busy = useRef(false);

  const finishCheckout = useCallback(
    async (paymentData?: string | null) => {
      const result = await dispatch(completeCheckout({ paymentData }));
      if (result.kind === 'success')
        return onPaid({ token: result.order.token, number: result.order.number });
      if (result.kind === 'confirmation')
        return setStatus({ kind: 'confirmation', confirmationData: result.confirmationData });
      setStatus({
        kind: 'failed',
        problem: completionProblem(result),
        retry: () => void run(() => finishCheckout(paymentData)),
      });
    },
    [dispatch, onPaid],
  );

  /** After a payment step: complete, wait for the provider, or say what failed. */
  const follow = useCallback(
    async (outcome: PaymentOutcome, again: () => Promise<void>) => {
      if (outcome.kind === 'paid') {
        if (target.kind === 'checkout') return finishCheckout();
        return onPaid(null); // an order: the page knows it
      }
      if (outcome.kind === 'failed') {
        console.warn(`[Payment] ${outcome.problem.kind}: ${outcome.problem.detail ?? ''}`);
        return setStatus({ kind: 'failed', problem: outcome.problem, retry: () => void run(again) });
      }
      setStatus(outcome);
    },
    [target.kind, finishCheckout, onPaid],
  );

  /** One attempt at a time: a second click while one runs does nothing. */
  async function run(attempt: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setStatus({ kind: 'working' });
    try {
      await attempt();
    } finally {
      busy.current = false;
    }
  }

  // Back to the origin the shopper is on, whatever public siteOrigin the emails use: this window hears
  // of the order through the storage event, which only another window of the same origin raises.
  const returnUrl = `${window.location.origin}/payment-callback?${target.kind}=${encodeURIComponent(target.id)}`;

  const pay = (choice: PaymentChoice) => {
    const attempt = async (): Promise<void> => {
      const outcome =
        choice.flow === 'legacy' && target.kind === 'checkout'
          ? await dispatch(
              createLegacyPayment({
                checkoutToken: target.token,
                gatewayId: choice.gatewayId,
                token: choice.token,
                amount: target.amount,
                returnUrl,
              }),
            )
          : await dispatch(
              startTransaction({
                source: target.kind === 'checkout' ? { checkoutToken: target.token } : { orderId: target.id },
                gatewayId: choice.gatewayId,
                amount: target.amount,
                name: target.name,
                data: choice.flow === 'transaction' ? choice.data : undefined,
                returnUrl,
              }),
            );
      await follow(outcome, attempt);
    };
    void run(attempt);
  };

  /** Asks the provider for its decision on a transaction: a charge completes the checkout. */
  const check = useCallback(
    (transactionId: string) => {
      const attempt = async () => follow(await dispatch(processTransaction(transactionId)), attempt);
      void run(attempt);
    },
    [dispatch, follow],
  );

  /** Back from the provider's page (or its answer seen in another window): ask for its decision. */
  const resume = useCallback(() => {
    if (status.kind === 'pending' || status.kind === 'processing') check(status.transactionId);
  }, [status, check]);

  // The provider's page came back in the other window, which completed the order there: its new
  // orderMapping reaches this window as a storage event, and this window catches up.
  useEffect(() => {
    if (status.kind !== 'pending') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.orderMapping) resume();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [status.kind, resume]);

  const confirm = () => {
    if (status.kind === 'confirmation') void run(() => finishCheckout(status.confirmationData));
  };

  /**
   * The shopper chose another gateway: a failure (and its retry) belonged to the previous one, so it
   * goes. A payment still open on a provider's page, or a confirmation asked for, stays.
   */
  const dismissFailure = () =>
    setStatus((current) => (current.kind === 'failed' ? { kind: 'idle' } : current));

  /**
   * A checkout with nothing to pay (gift cards or a promo code bring it to 0): Saleor completes it with
   * no payment, so there is no gateway to go through. The panel offers it only when no payment started
   * earlier may still take money.
   */
  const placeOrder = () => {
    if (target.kind === 'checkout') void run(() => finishCheckout());
  };

  return { status, pay, resume, check, confirm, dismissFailure, placeOrder };
}
