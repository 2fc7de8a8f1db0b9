import { ClientError, type GraphQLClient } from 'graphql-request';
import { operationNameOf } from './operationName';

// The request graphql-request's GraphQLClient makes, for documents that are already strings: a POST of
// { query, variables, operationName } as JSON, with fetch. GraphQLClient itself runs every document
// through graphql's parser (for the operation's name) and printer, which would put the graphql package
// in the browser; the generated documents are text, so nothing needs them.

/** What the base query passes to its client's `request` (graphql-request's RequestOptions, strings only). */
export interface StringRequest {
  /** The operation's text (codegen's TypedDocumentString is a String too). */
  // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- codegen's TypedDocumentString extends String
  document: string | String;
  variables?: Record<string, unknown>;
  signal?: AbortSignal;
  requestHeaders?: HeadersInit;
}

/** An answer's JSON, as far as the client reads it. */
interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: ConstructorParameters<typeof ClientError>[0]['errors'];
  extensions?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's body as a GraphQL result, or an Error saying why it is not one. */
function parseResult(body: string): ExecutionResult | Error {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  if (!isObject(json)) return new Error('Invalid execution result: result is not object');
  const { data, errors, extensions } = json;
  if (errors !== undefined && !Array.isArray(errors) && !isObject(errors))
    return new Error('Invalid execution result: errors is not plain object OR array');
  if (data !== undefined && data !== null && !isObject(data))
    return new Error('Invalid execution result: data is not plain object');
  if (extensions !== undefined && !isObject(extensions))
    return new Error('Invalid execution result: extensions is not plain object');
  return {
    data: data as ExecutionResult['data'],
    errors: (errors === undefined
      ? undefined
      : Array.isArray(errors)
        ? errors
        : [errors]) as ExecutionResult['errors'],
    extensions: extensions as ExecutionResult['extensions'],
  };
}

/**
 * graphql-request's client contract, as @rtk-query/graphql-request-base-query uses it: `request` answers
 * the operation's data, and throws graphql-request's ClientError for an HTTP error status or an answer
 * with GraphQL errors (its `response` holds status, headers, body, data and errors, its `request` the
 * query and variables). A network failure, an abort or an unreadable 2xx body is thrown as it is.
 */
export class StringDocumentClient {
  constructor(
    private readonly url: string,
    private readonly options: { fetch?: typeof fetch } = {},
  ) {}

  async request<T = unknown>({ document, variables, signal, requestHeaders }: StringRequest): Promise<T> {
    const query = String(document);
    const headers = new Headers(requestHeaders);
    if (!headers.has('Accept')) headers.set('Accept', 'application/graphql-response+json, application/json');
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const operationName = operationNameOf(query) ?? undefined;
    const send = this.options.fetch ?? globalThis.fetch;
    const response = await send(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables, operationName }),
      signal,
    });
    const body = await response.text();
    const result = parseResult(body);
    const base = { status: response.status, headers: response.headers, body };
    const sent = { query, variables };
    if (!response.ok) {
      throw new ClientError(result instanceof Error ? base : { ...result, ...base }, sent);
    }
    if (result instanceof Error) throw result;
    if (result.errors?.length) throw new ClientError({ ...result, ...base }, sent);
    return result.data as T;
  }

  /** This client, typed as the base query's `client` option (it calls nothing but `request`). */
  asGraphQLClient(): GraphQLClient {
    return this as unknown as GraphQLClient;
  }
}
