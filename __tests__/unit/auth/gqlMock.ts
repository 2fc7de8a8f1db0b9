/** A fetch that answers GraphQL operations by name (anything unscripted gets empty data). */
export type Answer = { status?: number; body: unknown } | Error;

export interface SentRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

export function mockGraphQL(
  answers: Record<string, Answer | ((variables: Record<string, unknown>) => Answer)>,
) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
    const { operationName = '', variables = {} } = JSON.parse(String(init?.body ?? '{}')) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    sent.push({ operationName, variables, headers: new Headers(init?.headers) });
    const scripted = answers[operationName];
    const answer = typeof scripted === 'function' ? scripted(variables) : scripted;
    if (answer instanceof Error) throw answer;
    const { status = 200, body = { data: {} } } = answer ?? {};
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    sent,
    named: (name: string) => sent.filter((request) => request.operationName === name),
  };
}
