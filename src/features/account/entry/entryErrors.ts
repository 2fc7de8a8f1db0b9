import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/baseApi';

import { delayOf } from '../../auth/loginDelay';
import { isPasswordRuleCode, type PasswordRuleCode } from '../passwordRules';

export type { PasswordRuleCode };

interface AccountErrorLike {
  field: string | null;
  code: string;
  message: string | null;
}

/**
 * Why a call failed, as the form shows it (spec section 8): the first server message (null: show the
 * default text), the field it names (null: none, shown above the form), every password rule broken,
 * when a request the shop's per-address limit refused may be made again (LOGIN_ATTEMPT_DELAYED), and
 * whether the server refused the shop's own address for the emailed link (redirectUrl).
 */
export interface EntryFailure {
  message: string | null;
  field: string | null;
  passwordRules: PasswordRuleCode[];
  retryAt: number | null;
  redirectRefused: boolean;
}

/** The mutation's errors first, then top-level GraphQL errors (error policy "all"). */
export function failureOf(
  errors: readonly AccountErrorLike[] | null | undefined,
  graphQLErrors?: readonly { message: string }[],
): EntryFailure {
  const first = errors?.find((error) => error.message?.trim());
  const passwordRules = (errors ?? []).map((error) => error.code).filter(isPasswordRuleCode);
  const redirect = errors?.find((error) => error.field === 'redirectUrl');
  if (redirect) {
    // The shop's own setup (ALLOWED_CLIENT_HOSTS), not the shopper's doing: the server's words are for
    // whoever runs the shop, the shopper gets a text in their language.
    console.warn('[account] The server refused the link to this shop:', redirect.message);
    return { message: null, field: null, passwordRules: [], retryAt: null, redirectRefused: true };
  }
  if (first)
    return {
      message: first.message,
      field: first.field ?? null,
      passwordRules,
      retryAt: delayOf(first),
      redirectRefused: false,
    };
  const general = graphQLErrors?.find((error) => error.message.trim())?.message ?? null;
  return { message: general, field: null, passwordRules, retryAt: null, redirectRefused: false };
}

/** A request that got no usable answer: only GraphQL errors are the server's words. */
export function failureOfRequest(error: ApiError | SerializedError): EntryFailure {
  return failureOf(null, 'graphQLErrors' in error ? error.graphQLErrors : undefined);
}

/**
 * An emailed link that no longer works (the token is invalid, expired or spent, or its email has no
 * account): the page says what to do instead of offering the same link again.
 */
export function isBadLink(failure: EntryFailure): boolean {
  return failure.field === 'token' || failure.field === 'email';
}
