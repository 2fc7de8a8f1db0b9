import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/baseApi';

/** An error as Saleor's account mutations give them. */
export interface ServerError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

interface MutationResult<T> {
  data?: T & { graphQLErrors?: readonly { message: string }[] };
  error?: ApiError | SerializedError;
}

/**
 * The errors of a mutation's result, or null when it succeeded. `payloadOf` picks the mutation's own
 * answer ({ errors }); a missing answer (a top-level error such as PermissionDenied) or a request that
 * failed gives the top-level messages, without a field ([] when there were none: show the default).
 */
export function mutationErrors<T>(
  result: MutationResult<T>,
  payloadOf: (data: NonNullable<T>) => { errors: readonly ServerError[] } | null | undefined,
): ServerError[] | null {
  if (result.error)
    return 'graphQLErrors' in result.error
      ? result.error.graphQLErrors.map(({ message }) => ({ message }))
      : [];
  if (!result.data) return [];
  const payload = payloadOf(result.data as NonNullable<T>);
  if (payload && !payload.errors.length) return null;
  if (payload) return [...payload.errors];
  return (result.data.graphQLErrors ?? []).map(({ message }) => ({ message }));
}

/** The first message the server gave, or null (then the spec's default text is shown). */
export function firstMessage(errors: readonly ServerError[]): string | null {
  return errors.find((error) => error.message?.trim())?.message ?? null;
}
