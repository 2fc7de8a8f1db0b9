// What the browser build gets for `import ... from 'graphql-request'` (webpack.config.ts, resolve.alias):
// @rtk-query/graphql-request-base-query imports GraphQLClient and ClientError from it, and the real
// package's entry brings the graphql package (parser, printer, AST: about 11 KB gzip) with them. The
// storefront gives the base query its own client (StringDocumentClient), which throws this ClientError.
// Node and the tests use the real package; the client code is the same in both.

/** graphql-request's ClientError: an answer that failed (HTTP status, GraphQL errors) and the request. */
export class ClientError extends Error {
  response: { status: number; errors?: unknown[]; data?: unknown; [key: string]: unknown };
  request: { query: string; variables?: unknown };

  constructor(response: ClientError['response'], request: ClientError['request']) {
    const first = (response.errors?.[0] as { message?: unknown } | undefined)?.message;
    super(typeof first === 'string' ? first : `GraphQL Error (Code: ${String(response.status)})`);
    this.name = 'ClientError';
    this.response = response;
    this.request = request;
  }
}

/** The base query builds one only when given a `url` instead of a client, which the storefront never does. */
export class GraphQLClient {
  constructor() {
    throw new Error('graphql-request is not bundled: pass the base query a client (StringDocumentClient)');
  }
}
