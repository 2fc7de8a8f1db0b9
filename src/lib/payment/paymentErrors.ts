import { TIMEOUT_MESSAGE } from '../graphqlLogging';
// Payment failures as the shopper's texts see them: each error is sorted into one kind, which the payment
// pages translate; timeouts and server errors (500+) may be retried.

export type PaymentErrorKind =
  | 'chargeFailure'
  | 'authorizationFailure'
  | 'missingReference'
  | 'zeroAmount'
  | 'timeout'
  | 'permission'
  | 'generic';

export interface PaymentFailure {
  message?: string | null;
  code?: string | null;
  /** The input field the error is about, when the server named one. */
  field?: string | null;
  /** HTTP status, when the failure came from the transport. */
  status?: number | null;
  /** The transaction event type that reported it (CHARGE_FAILURE, ...). */
  eventType?: string | null;
}

const PERMISSION = /MANAGE_|HANDLE_|permission/i;

export function paymentErrorKind(failure: PaymentFailure): PaymentErrorKind {
  const message = failure.message ?? '';
  if (TIMEOUT_MESSAGE.test(message) || failure.code === 'TIMEOUT') return 'timeout';
  if (failure.code === 'PermissionDenied' || failure.status === 403 || PERMISSION.test(message))
    return 'permission';
  // Set by the storefront itself, which refuses an amount of 0 before calling (isPayableAmount).
  if (failure.code === 'ZERO_AMOUNT') return 'zeroAmount';
  if (/psp ?reference|reference number/i.test(message)) return 'missingReference';
  if (failure.eventType === 'CHARGE_FAILURE' || /charge/i.test(message)) return 'chargeFailure';
  if (failure.eventType === 'AUTHORIZATION_FAILURE' || /authori[sz]/i.test(message))
    return 'authorizationFailure';
  return 'generic';
}

/** A payment error may be retried when it timed out or the server failed (500 and above). */
export const isRetryablePaymentError = (failure: PaymentFailure) =>
  paymentErrorKind(failure) === 'timeout' || (failure.status ?? 0) >= 500;
