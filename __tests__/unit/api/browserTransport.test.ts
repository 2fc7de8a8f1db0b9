import { catalogApi } from '../../../src/features/catalog/catalogApi';
import { ClientError } from 'graphql-request';
import { ClientError as ShimClientError, GraphQLClient } from '../../../src/api/graphqlRequestShim';
import { jsonResponse, mockFetch } from '../../support/network';
import { makeTestStore } from '../../support/store';

// The browser build resolves graphql-request to src/api/graphqlRequestShim.ts (webpack.config.ts), so
// that no GraphQL parser is bundled: the requests here go through the base query and the client with the
// shim in the package's place, as in the browser.
jest.mock('graphql-request', () => jest.requireActual('../../../src/api/graphqlRequestShim'));

const categories = {
  categories: { edges: [{ node: { id: 'Q2F0ZWdvcnk6MQ==', name: 'Shoes', slug: 'shoes' } }] },
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch(async () => jsonResponse({ data: categories }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const headerCategories = () =>
  makeTestStore().store.dispatch(
    catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }),
  );

describe('GraphQL requests in the browser build', () => {
  it('send the generated document as text, with its operation name, and answer its data', async () => {
    const result = await headerCategories();
    expect(result.data?.categories?.edges[0].node.slug).toBe('shoes');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(String(url)).toBe('http://shop.test/graphql/');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/graphql-response+json, application/json');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      query: expect.stringMatching(/^\s*query HeaderCategories\b/),
      variables: { first: 8, languageCode: 'EN' },
      operationName: 'HeaderCategories',
    });
  });

  it('keep the data of an answer that also carries errors, with the errors beside it', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        data: categories,
        errors: [{ message: 'Payment gateway timeout', path: ['categories'] }],
      }),
    );
    const result = await headerCategories();
    expect(result.data?.categories?.edges).toHaveLength(1);
    expect(result.data?.graphQLErrors).toEqual([
      { message: 'Payment gateway timeout', path: ['categories'] },
    ]);
  });

  it('make an answer with errors and no data an error with the first message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ data: null, errors: [{ message: 'You need one of the following permissions' }] }),
    );
    const result = await headerCategories();
    expect(result.error).toEqual({
      status: 200,
      message: 'You need one of the following permissions',
      graphQLErrors: [{ message: 'You need one of the following permissions' }],
    });
  });

  it('make an HTTP error status an error with that status, whatever the body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect((await headerCategories()).error).toEqual({ status: 502, message: 'HTTP 502', graphQLErrors: [] });
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: [{ message: 'Unauthorized' }] }, 401));
    expect((await headerCategories()).error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('make a 2xx answer that is not GraphQL a failed fetch', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>maintenance</html>', { status: 200 }));
    expect((await headerCategories()).error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('a network failure is a FETCH_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await headerCategories()).error).toMatchObject({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('the client and the base query get the shim for graphql-request', () => {
    expect(ClientError).toBe(ShimClientError);
  });

  it('the shim builds no client of its own: the storefront always passes one', () => {
    expect(() => new GraphQLClient()).toThrow(/pass the base query a client/);
  });
});
