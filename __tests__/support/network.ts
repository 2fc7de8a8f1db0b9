// The network as the storefront sees it: every test replaces `fetch` through these helpers, never by
// hand, so what a page asks for and what it gets back is scripted in one way everywhere.

/** Answers a request the app sends (the URL and init as the app passed them to fetch). */
export type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with `handler`; the returned mock records each call. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = jest.fn(handler);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A JSON response, as the service sends one. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a GraphQL request gets back: a body (with its HTTP status, 200 by default), or a network failure. */
export type Answer = { status?: number; body: unknown } | Error;

/**
 * An answer with `data` of a generated operation type (`gqlData<CheckoutDetailsQuery>({...})`): a change
 * of the operation's fields fails the typecheck of the fixture instead of passing unnoticed.
 */
export const gqlData = <Operation>(data: Operation): Answer => ({ body: { data } });

export interface SentRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** A fetch that answers GraphQL operations by name (anything unscripted gets empty data). */
export function mockGraphQL(
  answers: Record<
    string,
    Answer | ((variables: Record<string, unknown>, headers: Headers) => Answer | Promise<Answer>)
  >,
) {
  const sent: SentRequest[] = [];
  const fetchMock = mockFetch(async (_url, init) => {
    const { operationName = '', variables = {} } = JSON.parse(String(init?.body ?? '{}')) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    const headers = new Headers(init?.headers);
    sent.push({ operationName, variables, headers });
    const scripted = answers[operationName];
    const answer = typeof scripted === 'function' ? await scripted(variables, headers) : scripted;
    if (answer instanceof Error) throw answer;
    const { status = 200, body = { data: {} } } = answer ?? {};
    return jsonResponse(body, status);
  });
  return {
    fetchMock,
    sent,
    named: (name: string) => sent.filter((request) => request.operationName === name),
  };
}

/** A fetch that answers every GraphQL request with empty data (no categories, no checkout). */
export function mockEmptyApi() {
  return mockFetch(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    const data = operationName === 'HeaderCategories' ? { categories: { edges: [] } } : { checkout: null };
    return jsonResponse({ data });
  });
}
