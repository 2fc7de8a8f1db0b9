/** A JWT whose payload has this `exp` (seconds from now); the signature is never checked client-side. */
export function fakeJwt(expiresInSeconds: number, subject = 'access'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token: 'access', sub: subject, exp })}.c2lnbmF0dXJl`;
}

/** A fetch that answers GraphQL operations by name (anything unscripted gets empty data). */
export type Answer = { status?: number; body: unknown } | Error;

export interface SentRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

export function mockGraphQL(
  answers: Record<
    string,
    Answer | ((variables: Record<string, unknown>, headers: Headers) => Answer | Promise<Answer>)
  >,
) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
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
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    sent,
    named: (name: string) => sent.filter((request) => request.operationName === name),
  };
}
