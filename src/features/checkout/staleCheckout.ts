import { isFulfilled, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import { defineMessage } from 'react-intl';
import { toast } from '../toasts';
import { checkoutCleared, selectCheckoutId, type CheckoutState } from './checkoutSlice';
import { topLevelErrors, type OperationFailure } from '../../api/failure';

// When the server no longer knows the stored checkout (expired, completed elsewhere, deleted), whatever cart
// or checkout operation learns it first forgets the token, so the cart view starts again empty instead of
// failing on every request that follows.

interface OperationError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

// The fields under which Saleor reports the checkout itself (not a line, variant or method in it).
const CHECKOUT_FIELDS = new Set(['id', 'token', 'checkoutId']);
const STALE_TOKEN_MESSAGE = /invalid or expired (checkout )?token|checkout .*(not found|expired)/i;
const UNKNOWN_NODE_MESSAGE = /Couldn't resolve to a node/i;

/**
 * True when an error says the checkout itself is gone. "Couldn't resolve to a node" counts only
 * under the checkout's own field: the same words under `variantId` mean an unknown product, and the
 * cart is still good.
 */
export function isStaleCheckout(error: OperationError): boolean {
  const message = error.message ?? '';
  if (error.field && !CHECKOUT_FIELDS.has(error.field)) return false;
  if (error.field && (error.code === 'NOT_FOUND' || UNKNOWN_NODE_MESSAGE.test(message))) return true;
  return STALE_TOKEN_MESSAGE.test(message);
}

/** True when a failed operation failed because the stored checkout is gone (never for a request without an answer). */
export function isStaleFailure(failure: OperationFailure): boolean {
  if (failure.kind === 'transport') return false;
  const errors = failure.kind === 'field' ? failure.errors : topLevelErrors(failure);
  return errors.some(isStaleCheckout);
}

const cartExpired = defineMessage({
  id: 'cart.expired',
  defaultMessage: 'Your cart is no longer available (it may have expired), so it has been emptied.',
  description: 'Shown when the server no longer knows the stored cart and the storefront starts afresh',
});

/** Every error an answer carries: each payload's `errors` and the top-level GraphQL errors. */
function answerErrors(data: unknown): OperationError[] {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]: [string, unknown]) => {
    if (key === 'graphQLErrors') return (value as OperationError[] | undefined) ?? [];
    const errors = (value as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as OperationError[]) : [];
  });
}

/** A query for the checkout answered null without an error: Saleor's way of saying there is none. */
const answeredNoCheckout = (data: unknown) =>
  typeof data === 'object' && data !== null && 'checkout' in data && data.checkout === null;

interface ApiFulfilled {
  payload: unknown;
  meta: { arg: { type: 'query' | 'mutation'; originalArgs?: unknown } };
}

const isApiFulfilled = (action: UnknownAction): action is UnknownAction & ApiFulfilled =>
  isFulfilled(action) && action.type.startsWith('api/');

export function startStaleCheckoutListener(startListening: TypedStartListening<unknown>) {
  startListening({
    predicate: (action) => isApiFulfilled(action),
    effect: (action, { getState, dispatch }) => {
      const state = getState() as { checkout: CheckoutState };
      const id = selectCheckoutId(state);
      const { payload, meta } = action as UnknownAction & ApiFulfilled;
      // Only answers about the checkout stored now: a late answer about an earlier cart changes nothing.
      const about = (meta.arg.originalArgs as { id?: unknown } | undefined)?.id;
      if (!id || state.checkout.becameOrder || about !== id) return;
      const errors = answerErrors(payload);
      const stale =
        errors.some(isStaleCheckout) ||
        (meta.arg.type === 'query' && !errors.length && answeredNoCheckout(payload));
      if (!stale) return;
      dispatch(checkoutCleared());
      dispatch(toast({ severity: 'info', message: cartExpired }));
    },
  });
}
