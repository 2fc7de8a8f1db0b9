// Polling an order until its payment settles: every 5000 ms, at most 120 times. The spec's values
// (FULLY_CHARGED, FULLY_PAID; REJECTED, CANCELLED) and Saleor's real ones (isPaid, chargeStatus
// FULL/OVERCHARGED; REFUSED) are both understood. An order authorised in full (authorizeStatus FULL) ends the
// polling as its own outcome: the money is secured but not taken, the shop charges it later, so it is neither
// "paid" nor worth waiting on.

export const POLL_INTERVAL_MS = 5000;
export const POLL_MAX_ATTEMPTS = 120;

export interface PolledOrder {
  status?: string | null;
  paymentStatus?: string | null;
  chargeStatus?: string | null;
  authorizeStatus?: string | null;
  isPaid?: boolean | null;
}

export type PaymentState = 'success' | 'authorised' | 'failed' | 'pending';

export function paymentState(order: PolledOrder | null | undefined): PaymentState {
  if (!order) return 'pending';
  const { paymentStatus, chargeStatus, status } = order;
  if (
    paymentStatus === 'FULLY_CHARGED' ||
    paymentStatus === 'FULLY_PAID' ||
    order.isPaid === true ||
    chargeStatus === 'FULL' ||
    chargeStatus === 'OVERCHARGED'
  )
    return 'success';
  if (
    paymentStatus === 'REJECTED' ||
    paymentStatus === 'REFUSED' ||
    paymentStatus === 'CANCELLED' ||
    status === 'CANCELED' ||
    status === 'CANCELLED'
  )
    return 'failed';
  // Authorised plus charged cover the total (the dummy app's AUTHORIZATION_SUCCESS): waiting for a
  // charge here would only run into the timeout.
  if (order.authorizeStatus === 'FULL') return 'authorised';
  return 'pending';
}

export type PollOutcome =
  | { result: 'success' | 'authorised' | 'failed'; order: PolledOrder; attempts: number }
  | { result: 'timeout'; attempts: number }
  | { result: 'error'; error: unknown; attempts: number }
  | { result: 'cancelled'; attempts: number };

export interface PollOptions {
  fetchOrder: () => Promise<PolledOrder | null | undefined>;
  intervalMs?: number;
  maxAttempts?: number;
  signal?: AbortSignal;
  /** After each attempt: the attempt number (1-based) and the maximum. */
  onAttempt?: (attempt: number, maxAttempts: number) => void;
  /** Waits between attempts (injectable for tests); resolves early when the signal aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultWait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Fetches the order until it is paid, authorised in full or failed. A failed fetch is retried on the next tick; only
 * a failure on the last attempt ends in 'error'. Running out of attempts ends in 'timeout'.
 */
export async function pollPayment({
  fetchOrder,
  intervalMs = POLL_INTERVAL_MS,
  maxAttempts = POLL_MAX_ATTEMPTS,
  signal,
  onAttempt,
  wait = defaultWait,
}: PollOptions): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (signal?.aborted) return { result: 'cancelled', attempts: attempt - 1 };
    try {
      const order = await fetchOrder();
      onAttempt?.(attempt, maxAttempts);
      const state = paymentState(order);
      if (state !== 'pending') return { result: state, order: order!, attempts: attempt };
    } catch (error) {
      onAttempt?.(attempt, maxAttempts);
      if (attempt === maxAttempts) return { result: 'error', error, attempts: attempt };
    }
    if (attempt < maxAttempts) await wait(intervalMs, signal);
  }
  return signal?.aborted
    ? { result: 'cancelled', attempts: maxAttempts }
    : { result: 'timeout', attempts: maxAttempts };
}
