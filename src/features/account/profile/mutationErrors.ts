import { firstErrorText, type FormatMessage } from '../../../api/errorMessages';
import { failureErrors, failureOf, type OperationResult } from '../../../api/failure';

/** An error as Saleor's account mutations give them. */
export interface ServerError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

/**
 * The errors of a mutation's result, or null when it succeeded. `payloadOf` picks the mutation's own
 * answer ({ errors }); without it (a top-level error such as PermissionDenied, or a request that
 * failed) the top-level errors stand in, with their codes and without a field ([] when there were
 * none: show the default).
 */
export function mutationErrors<T>(
  result: OperationResult<T>,
  payloadOf: (data: T) => { errors: readonly ServerError[] } | null | undefined,
): ServerError[] | null {
  const failure = failureOf(result, payloadOf);
  if (!failure) return null;
  return failureErrors(failure);
}

/**
 * The shopper's text for the first error whose code the storefront knows, or null (then the
 * operation's default text is shown). The server's own words are never the text: see api/errorMessages.
 */
export function firstMessage(errors: readonly ServerError[], formatMessage: FormatMessage): string | null {
  return firstErrorText(errors, formatMessage);
}
