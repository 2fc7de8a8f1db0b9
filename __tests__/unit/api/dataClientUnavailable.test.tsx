import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { DataClientNotice } from '../../../src/app/routing/DataClientNotice';
import { routeTable } from '../../../src/app/routing/routeTable';
import { makeTestStore } from '../../support/store';
import { createAppTheme } from '../../../src/lib/theme';
import { catalogApi } from '../../../src/features/catalog/catalogApi';
import { PRELOAD_TIMEOUT_MS, renderApp } from '../../support/render';
import { mockFetch } from '../../support/network';

// "The data client is not available": when the GraphQL client's code (its own chunk) cannot load, requests
// fail with that text rather than webpack's, the shopper reads it in their language above the page, and a
// retry runs the failed requests again once the code loads.

let mockChunkMissing = true;
jest.mock('../../../src/api/graphqlClient', () => {
  if (mockChunkMissing)
    throw Object.assign(
      new Error('Loading chunk graphql-client failed.\n(error: /assets/graphql-client.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
  return jest.requireActual('../../../src/api/graphqlClient');
});

const categoryTree = {
  categories: {
    edges: [{ node: { id: 'Q2F0ZWdvcnk6MQ==', name: 'Shoes', slug: 'shoes', level: 0, parent: null } }],
  },
};

let errors: jest.SpyInstance;
beforeAll(() => routeTable.find((route) => route.path === '/categories')!.page.preload(), PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFetch(async (url: string, init?: RequestInit) => {
    // The new-build check a missing chunk starts: no marker here, so no reload.
    if (!String(url).includes('/graphql/')) return new Response('Not found', { status: 404 });
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const data =
      operationName === 'CategoryTree' ? categoryTree : { categories: { edges: [] }, checkout: null };
    return Response.json({ data });
  });
});
afterEach(() => jest.restoreAllMocks());

// The client's code loads once per test file: the failures come first, while it has not.
describe('when the data client cannot be loaded', () => {
  it('fails a request with the spec text, logs why, and looks for a new build', async () => {
    const { store } = makeTestStore();
    const result = await store.dispatch(
      catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }),
    );
    expect(result.error).toEqual({
      status: 'CLIENT_UNAVAILABLE',
      message: 'The data client is not available',
      graphQLErrors: [],
    });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[Network error\] HeaderCategories: The data client is not available \(Loading chunk graphql-client failed/,
      ),
      expect.anything(),
    );
    // A new deploy replaces the chunk: the page reloads into that build when the server has one.
    const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/build\.json\?t=\d+$/),
        expect.stringMatching(/^\/build-manifest\.json\?t=\d+$/),
      ]),
    );
  });

  it.each([
    ['zh-CN', zhCN, '数据客户端不可用：请检查网络连接，然后重试。', '重试'],
    ['zh-TW', zhTW, '資料用戶端無法使用：請檢查網路連線，然後再試一次。', '重試'],
  ])('says so in %s', async (locale, messages, text, retry) => {
    const { store } = makeTestStore();
    await store.dispatch(catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }));
    render(
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages as Record<string, string>}>
          <ThemeProvider theme={createAppTheme('light')}>
            <DataClientNotice />
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('shows the page with the notice and a retry, which loads the page once the client loads', async () => {
    renderApp('/categories');
    const notice = await screen.findByText(
      'The data client is not available: check your connection, then try again.',
    );
    // The page's own failure, with its own retry, stays as it is for any failed request.
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();

    // Still missing: the retry fails again and the notice stays.
    const retry = within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', {
      name: 'Try again',
    });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(retry).toBeEnabled());
    expect(screen.getByText(/The data client is not available/)).toBeInTheDocument();

    mockChunkMissing = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'Shoes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(/The data client is not available/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('The categories could not be loaded.')).not.toBeInTheDocument();
  });
});
