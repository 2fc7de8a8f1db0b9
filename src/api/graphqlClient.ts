import { graphqlRequestBaseQuery } from '@rtk-query/graphql-request-base-query';
import type { ClientError } from 'graphql-request';
import { selectConfig, type PublicConfig } from '../lib/config';
import type { GraphQLErrorInfo } from '../lib/graphqlLogging';
import { bearerFor, isBearerRejected, refreshBearer, renewBearerAhead } from './bearerRenewal';
import { requestHeaders } from './requestHeaders';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import { StringDocumentClient } from './stringDocumentClient';

// The GraphQL transport: graphql-request's base query for RTK Query, with a client that sends the
// generated documents as the strings they are (no GraphQL parser or printer in the browser). It is its
// own chunk: saleorBaseQuery loads it with the first request, in parallel with the first render, so
// the page's initial script stays small.

export interface ClientErrorResult {
  status: number;
  message: string;
  graphQLErrors: GraphQLErrorInfo[];
  data: Record<string, unknown> | null;
}

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

/** fetch with a time limit, looked up at call time so tests can replace globalThis.fetch. */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? anySignal(init.signal, timeout) : timeout;
  return globalThis.fetch(input, { ...init, signal });
};

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

/**
 * The request as the base query sends it, keeping the shopper's bearer usable: a token about to expire is
 * refreshed first, and a request refused for its bearer (expired, or signed with a key the server no longer
 * has) is refreshed, unless a concurrent request already did, and retried once. A failed refresh has logged
 * out, so the retry goes without a bearer, as a guest's. This lives here, in the client's own chunk, to keep
 * it out of every page's first script.
 */
export function createInnerQuery(apiUrl: string) {
  const send = graphqlRequestBaseQuery<ClientErrorResult>({
    client: new StringDocumentClient(apiUrl, { fetch: fetchWithTimeout }).asGraphQLClient(),
    prepareHeaders: (headers, { getState, endpoint }) => {
      const token = bearerFor({ getState, endpoint });
      for (const [name, value] of Object.entries(
        requestHeaders(selectConfig(getState() as { config: PublicConfig }), token),
      ))
        headers.set(name, value);
      return headers;
    },
    customErrors: toApiError,
  });
  const sendKeepingSession: typeof send = async (args, api, extraOptions) => {
    await renewBearerAhead(api);
    const sentBearer = bearerFor(api);
    const result = await send(args, api, extraOptions);
    if (!result.error || !sentBearer || !isBearerRejected(result.error.graphQLErrors)) return result;
    if (bearerFor(api) === sentBearer) await refreshBearer(api);
    return send(args, api, extraOptions);
  };
  return sendKeepingSession;
}
