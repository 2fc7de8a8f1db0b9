import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { selectConfig, type PublicConfig } from '../lib/config';
import { isChunkLoadError, recoverFromChunkFailure } from '../lib/build/reloadGuard';
import {
  logGraphQLErrors,
  logHttpError,
  logNetworkError,
  type GraphQLErrorInfo,
  type OperationInfo,
} from '../lib/graphqlLogging';
import { browserStorage, SESSION_KEYS } from '../lib/storageKeys';
import { operationNameOf } from './operationName';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import { httpUnauthorized } from './sessionEvents';
import { withTranslations } from './translations';

/** How an operation failed. `status` is the HTTP status, or what stopped the request reaching one. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT' | 'ABORTED' | typeof CLIENT_UNAVAILABLE;
  message: string;
  graphQLErrors: GraphQLErrorInfo[];
}

/**
 * The GraphQL client's own code (its chunk) could not be loaded, so no request left the browser. The message
 * is "The data client is not available"; pages show it translated (app/routing/DataClientNotice).
 */
export const CLIENT_UNAVAILABLE = 'CLIENT_UNAVAILABLE';
export const CLIENT_UNAVAILABLE_MESSAGE = 'The data client is not available';

export const isClientUnavailable = (error: unknown): boolean =>
  (error as { status?: unknown } | null | undefined)?.status === CLIENT_UNAVAILABLE;

/**
 * Error policy "all": an answer with data AND errors is a success whose data carries the errors, so
 * a page shows what it got and says what failed. Only an answer with no data at all is an error.
 */
export type WithGraphQLErrors<T> = T & { graphQLErrors?: GraphQLErrorInfo[] };

export interface GraphQLArgs {
  /** A generated document: the operation's text (codegen's TypedDocumentString). */
  // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- codegen's TypedDocumentString extends String
  document: string | String;
  variables?: Record<string, unknown>;
}

function operationInfo({ document, variables }: GraphQLArgs): OperationInfo {
  return { operationName: operationNameOf(String(document)) ?? 'anonymous', variables };
}

type InnerQuery = ReturnType<typeof import('./graphqlClient').createInnerQuery>;
const innerQueries = new Map<string, Promise<InnerQuery>>();

function innerQueryFor(apiUrl: string): Promise<InnerQuery> {
  let inner = innerQueries.get(apiUrl);
  if (!inner) {
    inner = import(/* webpackChunkName: "graphql-client" */ './graphqlClient').then((m) =>
      m.createInnerQuery(apiUrl),
    );
    // A failed chunk load is not remembered: the next request tries again. A chunk a new deploy has
    // replaced is gone from the server for good: reload into that build (once, when it answers).
    inner.catch((thrown: unknown) => {
      innerQueries.delete(apiUrl);
      if (isChunkLoadError(thrown)) void recoverFromChunkFailure();
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
  let inner: InnerQuery;
  try {
    inner = await innerQueryFor(selectConfig(api.getState() as { config: PublicConfig }).apiUrl);
  } catch (thrown) {
    const cause = thrown instanceof Error ? thrown.message : String(thrown);
    logNetworkError(new Error(`${CLIENT_UNAVAILABLE_MESSAGE} (${cause})`), op);
    return { error: { status: CLIENT_UNAVAILABLE, message: CLIENT_UNAVAILABLE_MESSAGE, graphQLErrors: [] } };
  }
  let result;
  try {
    // The client sends the generated TypedDocumentString as the text it is.
    result = await inner({ document: String(args.document), variables: args.variables }, api, extraOptions);
  } catch (thrown) {
    return { error: failureOf(thrown, op) };
  }
  // Every answer with its translations laid over their objects (views read the object's own fields).
  if (!result.error) return { data: withTranslations(result.data) };

  const { data, ...error } = result.error;
  if (error.status === 401) {
    forgetSession();
    api.dispatch(httpUnauthorized());
  }
  if (error.status !== 200) logHttpError(error.status as number, op);
  if (error.graphQLErrors.length) logGraphQLErrors(error.graphQLErrors, op);
  if (error.status === 200 && data)
    return { data: { ...withTranslations(data), graphQLErrors: error.graphQLErrors } };
  return { error };
};
