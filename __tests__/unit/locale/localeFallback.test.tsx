import { act, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { makeTestStore } from '../../support/store';
import { clearMessagesMemoryForTests } from '../../../src/features/locale/loadMessages';
import { LocaleProvider } from '../../../src/features/locale/LocaleProvider';
import { localeChanged, type Locale } from '../../../src/features/locale/localeSlice';
import { mockFetch } from '../../support/network';

// As in a production build: messages come compiled from the build, and the ICU parser is stubbed out
// (webpack.config.ts aliases it to no-parser.js), so an uncompiled default message cannot be formatted.
jest.mock('../../../src/lib/build/buildId', () => ({ BUILD_ID: 'build-42' }));
jest.mock('@formatjs/icu-messageformat-parser', () =>
  jest.requireActual('@formatjs/icu-messageformat-parser/no-parser.js'),
);

const { parse } = jest.requireActual<typeof import('@formatjs/icu-messageformat-parser')>(
  '@formatjs/icu-messageformat-parser',
);
const compiledEnglish = { 'test.greeting': parse('Hi {name}') };
const compiledChinese = { 'test.greeting': parse('你好，{name}') };

function serve(files: Partial<Record<Locale, unknown>>) {
  mockFetch(async (url: string) => {
    const locale = /\/i18n\/([^/]+)\/messages\.json/.exec(String(url))?.[1] as Locale;
    const body = files[locale];
    return body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('unavailable', { status: 503 });
  });
}

function renderGreeting(locale: Locale) {
  const { store } = makeTestStore({ preloadedState: { locale: { locale } } });
  render(
    <Provider store={store}>
      <LocaleProvider>
        <p data-testid="greeting">
          <FormattedMessage id="test.greeting" defaultMessage="Hi {name}" values={{ name: 'Ada' }} />
        </p>
      </LocaleProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  localStorage.clear();
  clearMessagesMemoryForTests();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a translation that fails to load, without an ICU parser', () => {
  it('the parser really is unavailable here', () => {
    expect(() =>
      jest.requireMock<{ parse: (text: string) => unknown }>('@formatjs/icu-messageformat-parser').parse('x'),
    ).toThrow();
  });

  it("falls back to English's compiled messages on a first visit, never to raw templates", async () => {
    serve({ en: compiledEnglish });
    renderGreeting('zh-CN');
    expect(await screen.findByText('Hi Ada')).toBeInTheDocument();
    expect(screen.queryByText(/\{name\}/)).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(console.warn).toHaveBeenCalledWith(
      '[i18n] Failed to load messages for',
      'zh-CN',
      expect.any(Error),
    );
  });

  it('keeps the language already shown when another one fails to load', async () => {
    serve({ 'zh-CN': compiledChinese, en: compiledEnglish });
    const store = renderGreeting('zh-CN');
    expect(await screen.findByText('你好，Ada')).toBeInTheDocument();

    serve({ en: compiledEnglish }); // zh-TW is unavailable
    act(() => {
      store.dispatch(localeChanged('zh-TW'));
    });
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[i18n] Failed to load messages for',
        'zh-TW',
        expect.any(Error),
      ),
    );
    expect(screen.getByTestId('greeting')).toHaveTextContent('你好，Ada');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('still renders the page when English cannot be loaded either', async () => {
    serve({});
    renderGreeting('zh-TW');
    expect(await screen.findByTestId('greeting')).toBeInTheDocument();
  });
});
