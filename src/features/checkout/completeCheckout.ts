import type { AppDispatch, RootState } from '../../app/hooks';
import { failureOf, firstError } from '../../api/failure';
import { selectConfig } from '../../lib/config';
import { checkoutIdFromToken } from '../../lib/globalId';
import { ordersApi, rememberOrder } from '../orders';
import { checkoutStepsApi } from './checkoutStepsApi';
import { checkoutBecameOrder, checkoutCleared, selectCheckoutToken } from './checkoutSlice';
import type { CheckoutCompleteMutation } from './CheckoutComplete.generated';

// Completing the checkout, with one of three results: error, confirmation, or success with an order. On
// success the order's token is remembered (orderMapping) and the local checkout is cleared a second later. A
// second click while one completion is under way shares it, and Saleor answers a repeated checkoutComplete
// for the same checkout with the same order, so neither a double click nor a reload makes two orders.

export const CLEAR_CHECKOUT_AFTER_MS = 1000;

/** Where a completed checkout leads: its order, opened by the private token. */
export const successPath = (order: { token: string }) =>
  `/checkout/success?order=${encodeURIComponent(order.token)}`;

export type CompletedOrder = NonNullable<NonNullable<CheckoutCompleteMutation['checkoutComplete']>['order']>;

export type CompletionResult =
  | { kind: 'success'; order: CompletedOrder }
  | { kind: 'confirmation'; confirmationData: string | null }
  | {
      kind: 'error';
      /** The server's own words (a details line), or null. */
      message: string | null;
      /** The error's code (its text in the shopper's language) and the field it names. */
      code: string | null;
      field?: string | null;
      reason?: 'noToken' | 'emptyResponse' | 'noOrder';
    };

/** The checkout being completed, kept across a reload so the page can ask again for its order. */
const COMPLETING_KEY = 'checkout-completing';

function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The token of a checkout whose completion a reload interrupted, if any. */
export const interruptedCompletion = () => sessionStore()?.getItem(COMPLETING_KEY) ?? null;

const underWay = new Map<string, Promise<CompletionResult>>();

export const completeCheckout =
  (options: { paymentData?: string | null; token?: string } = {}) =>
  (dispatch: AppDispatch, getState: () => RootState): Promise<CompletionResult> => {
    // The checkout named by the payment provider's return, else the stored one, else the one a reload
    // interrupted.
    const token = options.token ?? selectCheckoutToken(getState()) ?? interruptedCompletion();
    if (!token)
      return Promise.resolve({ kind: 'error', message: null, code: null, reason: 'noToken' } as const);
    const running = underWay.get(token);
    if (running) return running;
    const completion = complete(token, options.paymentData ?? null, dispatch, getState).finally(() =>
      underWay.delete(token),
    );
    underWay.set(token, completion);
    return completion;
  };

async function complete(
  token: string,
  paymentData: string | null,
  dispatch: AppDispatch,
  getState: () => RootState,
): Promise<CompletionResult> {
  sessionStore()?.setItem(COMPLETING_KEY, token);
  const result = await dispatch(
    checkoutStepsApi.endpoints.checkoutComplete.initiate({
      id: checkoutIdFromToken(token),
      paymentData,
      redirectUrl: `${selectConfig(getState()).siteOrigin}/payment-callback`,
    }),
  );
  const failure = failureOf(result, (data) => data.checkoutComplete);
  const answer = result.data?.checkoutComplete;
  // No answer (network, timeout): the checkout may or may not be complete; the marker stays so that
  // asking again finds the order.
  if (failure?.kind === 'transport') return { kind: 'error', message: null, code: null };
  if (failure || !answer) {
    sessionStore()?.removeItem(COMPLETING_KEY);
    // The mutation's own first error carries its CheckoutErrorCode; a top-level one its exception's.
    const first = failure?.kind === 'field' ? failure.errors[0] : failure && firstError(failure);
    if (first)
      return {
        kind: 'error',
        message: first.message?.trim() || null,
        code: first.code,
        field: first.field,
      };
    // An answer with nothing in it at all is its own case; errors without words get the default text.
    const empty = !failure || (failure.kind === 'graphql' && failure.errors.length === 0);
    return empty
      ? { kind: 'error', message: null, code: null, reason: 'emptyResponse' }
      : { kind: 'error', message: null, code: null };
  }
  if (answer.confirmationNeeded) {
    sessionStore()?.removeItem(COMPLETING_KEY);
    return { kind: 'confirmation', confirmationData: answer.confirmationData };
  }
  if (!answer.order) {
    sessionStore()?.removeItem(COMPLETING_KEY);
    return { kind: 'error', message: null, code: null, reason: 'noOrder' };
  }
  const { order } = answer;
  dispatch(rememberOrder(order));
  // The answer is the order as its page shows it: that page takes it from here.
  dispatch(
    ordersApi.util.upsertQueryEntries([
      { endpointName: 'orderByToken', arg: { token: order.token }, value: { orderByToken: order } },
    ]),
  );
  dispatch(checkoutBecameOrder(token));
  sessionStore()?.removeItem(COMPLETING_KEY);
  setTimeout(() => {
    // Only the checkout that became this order: a cart started in the meantime stays.
    if (selectCheckoutToken(getState()) === token) dispatch(checkoutCleared());
  }, CLEAR_CHECKOUT_AFTER_MS);
  return { kind: 'success', order };
}
