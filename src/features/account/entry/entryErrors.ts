import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/baseApi';

/** Django's password validators as Saleor reports them: each broken rule is one error on the field. */
export const PASSWORD_RULE_CODES = [
  'PASSWORD_TOO_SIMILAR',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_ENTIRELY_NUMERIC',
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

interface AccountErrorLike {
  field: string | null;
  code: string;
  message: string | null;
}

/**
 * Why a call failed, as the form shows it (spec section 8): the first server message (null: show the
 * default text), the field it names (null: none, shown above the form), and every password rule broken.
 */
export interface EntryFailure {
  message: string | null;
  field: string | null;
  passwordRules: PasswordRuleCode[];
}

const isPasswordRule = (code: string): code is PasswordRuleCode =>
  (PASSWORD_RULE_CODES as readonly string[]).includes(code);

/** The mutation's errors first, then top-level GraphQL errors (error policy "all"). */
export function failureOf(
  errors: readonly AccountErrorLike[] | null | undefined,
  graphQLErrors?: readonly { message: string }[],
): EntryFailure {
  const first = errors?.find((error) => error.message?.trim());
  const passwordRules = (errors ?? []).map((error) => error.code).filter(isPasswordRule);
  if (first) return { message: first.message, field: first.field ?? null, passwordRules };
  const general = graphQLErrors?.find((error) => error.message.trim())?.message ?? null;
  return { message: general, field: null, passwordRules };
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
