// Client-side logging of failed GraphQL requests: each error with its operation, plus warnings by kind.

export interface GraphQLErrorInfo {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** Saleor's code for a top-level error: its exception's code (PermissionDenied, ExpiredSignatureError...). */
export function errorCode(error: GraphQLErrorInfo): string | null {
  const exception = error.extensions?.exception as { code?: unknown } | undefined;
  const code = exception?.code ?? error.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** Words a timed-out request's message carries, whatever layer said it. */
export const TIMEOUT_MESSAGE = /timeout|timed out|ETIMEDOUT/i;

export interface OperationInfo {
  operationName: string;
  variables?: Record<string, unknown>;
}

type Logger = Pick<Console, 'error' | 'warn'>;

const SECRET_KEY = /password|token|secret/i;

/** Variables as logged: secrets (passwords, tokens) are masked so they never reach a log. */
export function redactVariables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactVariables);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : redactVariables(inner),
      ]),
    );
  }
  return value;
}

const PAYMENT_WORDS = /payment|transaction|gateway/i;
const TIMEOUT_WORDS = /timeout|ETIMEDOUT/i;
const PERMISSION_WORDS = /MANAGE_|permission/i;

/** Warnings raised by a message, beside the error itself: the spec names these three. */
export function warningsFor(message: string): ('payment' | 'timeout' | 'permission')[] {
  const out: ('payment' | 'timeout' | 'permission')[] = [];
  if (PAYMENT_WORDS.test(message)) out.push('payment');
  if (TIMEOUT_WORDS.test(message)) out.push('timeout');
  if (PERMISSION_WORDS.test(message)) out.push('permission');
  return out;
}

function warn(
  kind: 'payment' | 'timeout' | 'permission',
  message: string,
  op: OperationInfo,
  logger: Logger,
) {
  const label = {
    payment: '[GraphQL] Payment error',
    timeout: '[GraphQL] Network timeout',
    permission: '[GraphQL] Permission error',
  }[kind];
  logger.warn(`${label} in ${op.operationName}: ${message}`);
}

export function logGraphQLErrors(
  errors: readonly GraphQLErrorInfo[],
  op: OperationInfo,
  logger: Logger = console,
) {
  for (const error of errors) {
    logger.error(`[GraphQL error] ${op.operationName}: ${error.message}`, {
      message: error.message,
      locations: error.locations,
      path: error.path,
      extensions: error.extensions,
      operationName: op.operationName,
      variables: redactVariables(op.variables),
    });
    for (const kind of warningsFor(error.message)) warn(kind, error.message, op, logger);
  }
}

export function logHttpError(status: number, op: OperationInfo, logger: Logger = console) {
  if (status === 403) logger.warn(`[GraphQL] Forbidden (403) in ${op.operationName}`);
  else logger.error(`[GraphQL] HTTP ${status} in ${op.operationName}`);
}

export function logNetworkError(error: unknown, op: OperationInfo, logger: Logger = console) {
  const message = error instanceof Error ? error.message : String(error);
  logger.error(`[Network error] ${op.operationName}: ${message}`, { operationName: op.operationName });
  if (TIMEOUT_WORDS.test(message)) warn('timeout', message, op, logger);
}
