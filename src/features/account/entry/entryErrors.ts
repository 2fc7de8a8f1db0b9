import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorText } from '../../../api/errorMessages';
import { firstError, serverMessage, type FieldError, type OperationFailure } from '../../../api/failure';
import { delayOf } from '../../auth';
import { isPasswordRuleCode, type PasswordRuleCode } from '../passwordRules';

export type { PasswordRuleCode };

/**
 * Why a call failed, as the form shows it: the first server error (its code chooses the shopper's
 * text; null: show the default text) and the server's own words (a details line), the field it names (null: none, shown above the form), every password rule broken,
 * when a request the shop's per-address limit refused may be made again (LOGIN_ATTEMPT_DELAYED), and
 * whether the server refused the shop's own address for the emailed link (redirectUrl).
 */
export interface EntryFailure {
  error: FieldError | null;
  details: string | null;
  field: string | null;
  passwordRules: PasswordRuleCode[];
  retryAt: number | null;
  redirectRefused: boolean;
}

/** A failed account operation as its form shows it (the protocol's order: see api/failure). */
export function entryFailure(failure: OperationFailure): EntryFailure {
  const ownErrors = failure.kind === 'field' ? failure.errors : [];
  const passwordRules = ownErrors.map((error) => error.code).filter(isPasswordRuleCode);
  const redirect = ownErrors.find((error) => error.field === 'redirectUrl');
  if (redirect) {
    // The shop's own setup (ALLOWED_CLIENT_HOSTS), not the shopper's doing: the server's words are for
    // whoever runs the shop, the shopper gets a text in their language.
    console.warn('[account] The server refused the link to this shop:', redirect.message);
    return {
      error: null,
      details: null,
      field: null,
      passwordRules: [],
      retryAt: null,
      redirectRefused: true,
    };
  }
  const first = firstError(failure);
  return {
    error: first,
    details: serverMessage(failure),
    field: first?.field ?? null,
    passwordRules,
    retryAt: failure.kind === 'field' ? delayOf(first ?? undefined) : null,
    redirectRefused: false,
  };
}

/**
 * An emailed link that no longer works (the token is invalid, expired or spent, or its email has no
 * account): the page says what to do instead of offering the same link again.
 */
export function isBadLink(failure: EntryFailure): boolean {
  return failure.field === 'token' || failure.field === 'email';
}

/** The shopper's text for a failure: ours for the server's code, else the form's default text. */
export function entryFailureText(
  intl: IntlShape,
  failure: EntryFailure,
  fallback: MessageDescriptor,
): string {
  return errorText(failure.error, intl.formatMessage) ?? intl.formatMessage(fallback);
}
