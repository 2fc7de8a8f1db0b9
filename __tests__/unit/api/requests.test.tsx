import { screen, waitFor } from '@testing-library/react';
import { catalogApi, useHeaderCategoriesQuery } from '../../../src/features/catalog/catalogApi';
import { renderWithProviders } from '../../support/render';
import { loggedIn } from '../../../src/features/auth/authSlice';
import { makeTestStore as makeShopStore, testConfig } from '../../support/store';

/** The test shop, selling in its eu-shop channel. */
const makeTestStore = (options: Parameters<typeof makeShopStore>[0] = {}) =>
  makeShopStore({ config: testConfig({ channel: 'eu-shop' }), ...options });
import { TOKEN_PLACEHOLDER } from '../../../src/lib/config';
import { requestHeaders } from '../../../src/api/requestHeaders';
import { DATA_FRESH_FOR_S } from '../../../src/api/baseApi';
import { mockFetch } from '../../support/network';

const API = 'http://shop.test/graphql/';
const categories = {
  categories: { edges: [{ node: { id: 'Q2F0ZWdvcnk6MQ==', name: 'Shoes', slug: 'shoes' } }] },
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch(async () => answer(200, { data: categories }));
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return new Headers(init.headers);
}

async function runHeaderCategories(store = makeTestStore().store) {
  const result = await store.dispatch(
    catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }),
  );
  return { store, result };
}

describe('GraphQL requests', () => {
  it('POST the named operation to the configured endpoint with the channel header', async () => {
    const { result } = await runHeaderCategories();
    expect(result.data?.categories?.edges[0].node.slug).toBe('shoes');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(String(url)).toBe(API);
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body.operationName).toBe('HeaderCategories');
    expect(body.variables).toEqual({ first: 8, languageCode: 'EN' });
    expect(body.query).toContain('query HeaderCategories');
    expect(sentHeaders().get('Saleor-Channel')).toBe('eu-shop');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it("send the logged-in shopper's token as a bearer", async () => {
    const { store } = makeTestStore();
    store.dispatch(
      loggedIn({
        token: 'user-jwt',
        refreshToken: 'r',
        csrfToken: 'c',
        user: { id: 'u', email: 'a@b.c', firstName: '', lastName: '' },
      }),
    );
    await runHeaderCategories(store);
    expect(sentHeaders().get('Authorization')).toBe('Bearer user-jwt');
  });

  it('are not sent again by a page that mounts while the answer is fresh, and are once it is older', async () => {
    // Only the clock moves: timers and microtasks stay real.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    function Categories() {
      const { data } = useHeaderCategoriesQuery({ first: 8, languageCode: 'EN' });
      return <p>{data?.categories?.edges.map((edge) => edge.node.name).join(', ')}</p>;
    }
    const first = renderWithProviders(<Categories />);
    const { store } = first;
    expect(await screen.findByText('Shoes')).toBeInTheDocument();
    first.unmount();

    // The next page, moments later: the cache serves it.
    jest.setSystemTime(Date.now() + (DATA_FRESH_FOR_S - 1) * 1000);
    const second = renderWithProviders(<Categories />, { store });
    expect(await screen.findByText('Shoes')).toBeInTheDocument();
    second.unmount();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A page that mounts once the answer is older than the window asks again.
    jest.setSystemTime(Date.now() + 2000);
    renderWithProviders(<Categories />, { store });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    jest.useRealTimers();
  });
});

describe('the public API token rule', () => {
  const base = { channel: 'default-channel', channelHeader: 'Saleor-Channel' };
  it.each([
    ['blank', ''],
    ['only spaces', '   '],
    ['the placeholder', TOKEN_PLACEHOLDER],
  ])('sends no bearer when the token is %s', (_label, publicApiToken) => {
    expect(requestHeaders({ ...base, publicApiToken }, null).Authorization).toBeUndefined();
  });
  it('sends a configured token as a bearer', () => {
    expect(requestHeaders({ ...base, publicApiToken: 'shop-token' }, null).Authorization).toBe(
      'Bearer shop-token',
    );
  });
  it("prefers the user's own token", () => {
    expect(requestHeaders({ ...base, publicApiToken: 'shop-token' }, 'user-jwt').Authorization).toBe(
      'Bearer user-jwt',
    );
  });
  it('sends no channel header when its name is configured blank', () => {
    expect(requestHeaders({ ...base, channelHeader: '', publicApiToken: '' }, null)).toEqual({});
  });
});

describe('errors', () => {
  it('HTTP 401 removes the stored session silently and keeps the cart', async () => {
    const { store, persistor } = makeTestStore({ persist: true });
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) resolve();
      else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    store.dispatch(
      loggedIn({
        token: 'old',
        refreshToken: 'r',
        csrfToken: 'c',
        user: { id: 'u', email: 'a@b.c', firstName: '', lastName: '' },
      }),
    );
    await persistor!.flush();
    localStorage.setItem('checkout-token', 'cart-token');
    expect(localStorage.getItem('auth-token')).toBe('old');
    const path = window.location.pathname;

    fetchMock.mockResolvedValueOnce(answer(401, { errors: [{ message: 'Unauthorized' }] }));
    const { result } = await runHeaderCategories(store);

    expect(result.error).toMatchObject({ status: 401 });
    for (const key of ['auth-token', 'refresh-token', 'user']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('checkout-token')).toBe('cart-token');
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    expect(window.location.pathname).toBe(path);
  });

  it('return partial data together with the GraphQL errors (error policy all) and log them', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: categories,
        errors: [
          {
            message: 'Payment gateway timeout',
            path: ['categories'],
            extensions: { exception: { code: 'X' } },
          },
        ],
      }),
    );
    const { result } = await runHeaderCategories();
    expect(result.data?.categories?.edges).toHaveLength(1);
    expect(result.data?.graphQLErrors?.[0].message).toBe('Payment gateway timeout');
    expect(console.error).toHaveBeenCalledWith(
      '[GraphQL error] HeaderCategories: Payment gateway timeout',
      expect.objectContaining({
        path: ['categories'],
        operationName: 'HeaderCategories',
        variables: { first: 8, languageCode: 'EN' },
      }),
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Payment error'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Network timeout'));
  });

  it('an answer with errors and no data is an error carrying the first message', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: null,
        errors: [{ message: 'You need one of the following permissions: MANAGE_ORDERS' }],
      }),
    );
    const { result } = await runHeaderCategories();
    expect(result.error).toMatchObject({
      status: 200,
      message: 'You need one of the following permissions: MANAGE_ORDERS',
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Permission error'));
  });

  it('HTTP 403 logs a forbidden warning', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { errors: [{ message: 'Forbidden' }] }));
    const { result } = await runHeaderCategories();
    expect(result.error).toMatchObject({ status: 403 });
    expect(console.warn).toHaveBeenCalledWith('[GraphQL] Forbidden (403) in HeaderCategories');
  });

  it('a network failure is a FETCH_ERROR and is logged', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = await runHeaderCategories();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(console.error).toHaveBeenCalledWith(
      '[Network error] HeaderCategories: Failed to fetch',
      expect.anything(),
    );
  });

  it('never logs passwords or tokens among the variables', async () => {
    const { redactVariables } = await import('../../../src/lib/graphqlLogging');
    expect(
      redactVariables({ email: 'a@b.c', password: 'hunter2', input: { refreshToken: 'x', name: 'n' } }),
    ).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      input: { refreshToken: '[redacted]', name: 'n' },
    });
  });
});
