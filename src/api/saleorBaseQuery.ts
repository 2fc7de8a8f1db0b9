import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { graphqlRequestBaseQuery } from '@rtk-query/graphql-request-base-query';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { getConfig } from '../app/config';
import {
  logGraphQLErrors,
  logHttpError,
  logNetworkError,
  type GraphQLErrorInfo,
  type OperationInfo,
} from '../lib/graphqlLogging';
import { browserStorage, SESSION_KEYS } from '../lib/storageKeys';
import { requestHeaders } from './requestHeaders';
import { httpUnauthorized } from './sessionEvents';

/** How an operation failed. `status` is the HTTP status, or what stopped the request reaching one. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT' | 'ABORTED';
  message: string;
  graphQLErrors: GraphQLErrorInfo[];
}

/**
 * Error policy "all": an answer with data AND errors is a success whose data carries the errors, so
 * a page shows what it got and says what failed. Only an answer with no data at all is an error.
 */
export type WithGraphQLErrors<T> = T & { graphQLErrors?: GraphQLErrorInfo[] };

export interface GraphQLArgs {
  document: DocumentNode;
  variables?: Record<string, unknown>;
}

/** Requests that hang are cut here so the page can offer a retry (payment errors count them retryable). */
export const REQUEST_TIMEOUT_MS = 30_000;

interface StateWithToken {
  auth: { token: string | null };
}

interface ClientErrorResult extends ApiError {
  data: Record<string, unknown> | null;
}

function operationInfo({ document, variables }: GraphQLArgs): OperationInfo {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return { operationName: op?.name?.value ?? 'anonymous', variables };
}

/** fetch with a time limit, looked up at call time so tests can replace globalThis.fetch. */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? anySignal(init.signal, timeout) : timeout;
  return globalThis.fetch(input, { ...init, signal });
};

/** AbortSignal.any, with a fallback for browsers from before 2024. */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function toApiError(error: ClientError): ClientErrorResult {
  const graphQLErrors = (error.response.errors ?? []) as GraphQLErrorInfo[];
  const status = error.response.status;
  return {
    status,
    message: graphQLErrors[0]?.message ?? `HTTP ${status}`,
    graphQLErrors,
    data: (error.response.data as Record<string, unknown> | undefined) ?? null,
  };
}

const innerQueries = new Map<string, ReturnType<typeof graphqlRequestBaseQuery<ClientErrorResult>>>();

function innerQueryFor(apiUrl: string) {
  let inner = innerQueries.get(apiUrl);
  if (!inner) {
    inner = graphqlRequestBaseQuery<ClientErrorResult>({
      client: new GraphQLClient(apiUrl, { fetch: fetchWithTimeout }),
      prepareHeaders: (headers, { getState }) => {
        const token = (getState() as StateWithToken).auth?.token ?? null;
        for (const [name, value] of Object.entries(requestHeaders(getConfig(), token)))
          headers.set(name, value);
        return headers;
      },
      customErrors: toApiError,
    });
    innerQueries.set(apiUrl, inner);
  }
  return inner;
}

function forgetSession() {
  const storage = browserStorage();
  for (const key of SESSION_KEYS) storage?.removeItem(key);
}

function failureOf(thrown: unknown, op: OperationInfo): ApiError {
  const name = thrown instanceof Error || thrown instanceof DOMException ? thrown.name : '';
  if (name === 'TimeoutError') {
    const error: ApiError = {
      status: 'TIMEOUT',
      message: `Request timeout after ${REQUEST_TIMEOUT_MS} ms`,
      graphQLErrors: [],
    };
    logNetworkError(new Error(error.message), op);
    return error;
  }
  // An abort is the caller's own choice (a newer search, an unmounted page): not worth a log line.
  if (name === 'AbortError') return { status: 'ABORTED', message: 'Request aborted', graphQLErrors: [] };
  logNetworkError(thrown, op);
  return {
    status: 'FETCH_ERROR',
    message: thrown instanceof Error ? thrown.message : String(thrown),
    graphQLErrors: [],
  };
}

export const saleorBaseQuery: BaseQueryFn<GraphQLArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const op = operationInfo(args);
  let result;
  try {
    result = await innerQueryFor(getConfig().apiUrl)(args, api, extraOptions);
  } catch (thrown) {
    return { error: failureOf(thrown, op) };
  }
  if (!result.error) return { data: result.data };

  const { data, ...error } = result.error;
  if (error.status === 401) {
    forgetSession();
    api.dispatch(httpUnauthorized());
  }
  if (error.status !== 200) logHttpError(error.status as number, op);
  if (error.graphQLErrors.length) logGraphQLErrors(error.graphQLErrors, op);
  if (error.status === 200 && data) return { data: { ...data, graphQLErrors: error.graphQLErrors } };
  return { error };
};
