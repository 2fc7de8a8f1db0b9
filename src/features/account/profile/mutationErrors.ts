import { failureOf, topLevelErrors, type OperationResult } from '../../../api/failure';

/** An error as Saleor's account mutations give them. */
export interface ServerError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

/**
 * The errors of a mutation's result, or null when it succeeded. `payloadOf` picks the mutation's own
 * answer ({ errors }); without it (a top-level error such as PermissionDenied, or a request that
 * failed) the top-level messages stand in, without a field ([] when there were none: show the default).
 */
export function mutationErrors<T>(
  result: OperationResult<T>,
  payloadOf: (data: T) => { errors: readonly ServerError[] } | null | undefined,
): ServerError[] | null {
  const failure = failureOf(result, payloadOf);
  if (!failure) return null;
  if (failure.kind === 'field') return failure.errors;
  return topLevelErrors(failure).map(({ message }) => ({ message }));
}

/** The first message the server gave, or null (then the spec's default text is shown). */
export function firstMessage(errors: readonly ServerError[]): string | null {
  return errors.find((error) => error.message?.trim())?.message ?? null;
}
