import type { SerializedError } from '@reduxjs/toolkit';
import { errorCode, TIMEOUT_MESSAGE, type GraphQLErrorInfo } from '../lib/graphqlLogging';
import type { ApiError, WithGraphQLErrors } from './saleorBaseQuery';

// Saleor's protocol for "it did not work", in one place. A mutation answers with its own `errors`
// (a field, a code, a message: AccountError, CheckoutError, ...). An answer may instead carry
// top-level GraphQL errors beside empty data (PermissionDenied, a refused bearer). And a request may
// get no usable answer at all (network, timeout, an HTTP error). They are read in that order.

/** One error of a mutation's own `errors` list. */
export interface FieldError {
  field: string | null;
  code: string | null;
  message: string | null;
}

/** Why an operation did not do what was asked. */
export type OperationFailure =
  /** The mutation's own errors, in the order the server gave them (never empty). */
  | { kind: 'field'; errors: FieldError[] }
  /** Top-level GraphQL errors beside an answer without the operation's payload (may be empty). */
  | { kind: 'graphql'; errors: GraphQLErrorInfo[] }
  /** No usable answer: what stopped the request (its GraphQL errors, if the server sent any). */
  | { kind: 'transport'; error: ApiError | SerializedError };

/** What dispatching an endpoint's initiate() resolves to. */
export interface OperationResult<T> {
  data?: WithGraphQLErrors<T>;
  error?: ApiError | SerializedError;
}

interface ErrorLike {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

/**
 * The failure of an operation's result, or null when it succeeded. `payloadOf` picks the operation's
 * own answer (`{ errors }`); an answer without it is read for top-level errors.
 */
export function failureOf<T>(
  result: OperationResult<T>,
  payloadOf: (data: T) => { errors?: readonly ErrorLike[] | null } | null | undefined,
): OperationFailure | null {
  if (result.error) return { kind: 'transport', error: result.error };
  if (!result.data) return { kind: 'graphql', errors: [] };
  const payload = payloadOf(result.data);
  if (payload) {
    const errors = (payload.errors ?? []).map(({ field, code, message }) => ({
      field: field ?? null,
      code: code ?? null,
      message: message ?? null,
    }));
    return errors.length ? { kind: 'field', errors } : null;
  }
  return { kind: 'graphql', errors: [...(result.data.graphQLErrors ?? [])] };
}

/** A query's failure: no answer, or top-level errors beside its data (error policy "all"). Null: none. */
export function queryFailure(
  result: OperationResult<unknown> & { isError?: boolean },
): OperationFailure | null {
  // A hook's result keeps its last error through a refetch; isError says whether it still stands.
  if (result.error && result.isError !== false) return { kind: 'transport', error: result.error };
  const errors = result.data?.graphQLErrors ?? [];
  return errors.length ? { kind: 'graphql', errors: [...errors] } : null;
}

/** The server's top-level errors behind a failure (none for the mutation's own errors). */
export function topLevelErrors(failure: OperationFailure): readonly GraphQLErrorInfo[] {
  if (failure.kind === 'graphql') return failure.errors;
  if (failure.kind === 'transport' && 'graphQLErrors' in failure.error) return failure.error.graphQLErrors;
  return [];
}

/** The errors behind a failure, each with its code: the mutation's own, else the top-level ones. */
export function failureErrors(failure: OperationFailure): FieldError[] {
  return failure.kind === 'field'
    ? failure.errors
    : topLevelErrors(failure).map((error) => ({
        field: null,
        code: errorCode(error),
        message: error.message,
      }));
}

/** The first error that says something (a code or words), or null: show the operation's default text. */
export function firstError(failure: OperationFailure): FieldError | null {
  return failureErrors(failure).find((error) => error.code || error.message?.trim()) ?? null;
}

/** The server's own first words behind some errors (a details line), or null. */
export function serverWords(errors: readonly { message?: string | null }[]): string | null {
  return errors.find((error) => error.message?.trim())?.message?.trim() ?? null;
}

/** The first words the server gave, or null: for the console and a details line, never the message. */
export const serverMessage = (failure: OperationFailure): string | null =>
  serverWords(failureErrors(failure));

/** True when no answer came back in time. */
export const isTimeout = (failure: OperationFailure): boolean =>
  failure.kind === 'transport' &&
  (('status' in failure.error && failure.error.status === 'TIMEOUT') ||
    TIMEOUT_MESSAGE.test(failure.error.message ?? ''));
