import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeTestStore } from '../../support/store';
import { detectInitialLocale, matchLanguageTag } from '../../../src/features/locale/detectLocale';
import { LanguageSwitcher } from '../../../src/features/locale/LanguageSwitcher';
import { localeCookieString, readLocaleCookie } from '../../../src/features/locale/localeCookie';
import {
  clearMessagesMemoryForTests,
  loadMessages,
  MESSAGES_CACHE_TTL_MS,
} from '../../../src/features/locale/loadMessages';
import { formattingLocale, LocaleProvider } from '../../../src/features/locale/LocaleProvider';
import { localeChanged } from '../../../src/features/locale/localeSlice';
import { mockFetch, jsonResponse } from '../../support/network';

const zhMessages = { 'test.greeting': '你好', 'locale.switcher.label': '语言：{language}' };
const okJson = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  clearMessagesMemoryForTests();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('the locale cookie', () => {
  it('is i18n_redirected, for 365 days, on every path', () => {
    expect(localeCookieString('zh-TW')).toBe('i18n_redirected=zh-TW; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readLocaleCookie('a=1; i18n_redirected=zh-CN; b=2')).toBe('zh-CN');
    expect(readLocaleCookie('a=1')).toBeNull();
  });

  it('is written when the language changes, and <html lang> follows', () => {
    const { store } = makeTestStore();
    store.dispatch(localeChanged('zh-TW'));
    expect(readLocaleCookie(document.cookie)).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});

describe('detection', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['en-GB', 'en'],
    ['fr-FR', null],
  ])('maps the browser language %s to %s', (tag, expected) => {
    expect(matchLanguageTag(tag)).toBe(expected);
  });

  it('prefers a valid cookie, then the first supported browser language, then English', () => {
    expect(detectInitialLocale({ cookie: 'i18n_redirected=zh-TW', languages: ['en-US'] })).toBe('zh-TW');
    expect(detectInitialLocale({ cookie: 'i18n_redirected=klingon', languages: ['fr', 'zh-HK', 'en'] })).toBe(
      'zh-TW',
    );
    expect(detectInitialLocale({ cookie: '', languages: ['fr', 'de'] })).toBe('en');
  });

  it('formats with en-US where Intl lacks the locale', () => {
    const spy = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formattingLocale('zh-TW')).toBe('en-US');
    spy.mockRestore();
    expect(formattingLocale('zh-TW')).toBe('zh-TW');
  });
});

describe('loading messages', () => {
  it('fetches {locale}/messages.json under /i18n and reuses it for 24 hours', async () => {
    const fetchImpl = jest.fn(async () => okJson(zhMessages));
    const now = 1_000_000;
    expect(await loadMessages('zh-CN', { fetchImpl, now, buildId: 'b1' })).toEqual(zhMessages);
    expect(fetchImpl).toHaveBeenCalledWith('/i18n/zh-CN/messages.json?v=b1');
    clearMessagesMemoryForTests(); // a reload: only localStorage is left
    await loadMessages('zh-CN', { fetchImpl, now: now + MESSAGES_CACHE_TTL_MS - 1, buildId: 'b1' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await loadMessages('zh-CN', { fetchImpl, now: now + MESSAGES_CACHE_TTL_MS, buildId: 'b1' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fetches again for a new build', async () => {
    const fetchImpl = jest.fn(async () => okJson(zhMessages));
    await loadMessages('zh-CN', { fetchImpl, now: 0, buildId: 'b1' });
    await loadMessages('zh-CN', { fetchImpl, now: 1, buildId: 'b2' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

function renderLocalised(ui: React.ReactNode, locale: 'en' | 'zh-CN' = 'zh-CN') {
  const { store } = makeTestStore({ preloadedState: { locale: { locale } } });
  render(
    <Provider store={store}>
      <LocaleProvider>{ui}</LocaleProvider>
    </Provider>,
  );
  return store;
}

describe('LocaleProvider', () => {
  it('renders the translation once the messages are in', async () => {
    mockFetch(async () => okJson(zhMessages));
    renderLocalised(<FormattedMessage id="test.greeting" defaultMessage="Hello" />);
    expect(await screen.findByText('你好')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('warns and falls back to English when the messages cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(async () => new Response('gone', { status: 404 }));
    renderLocalised(<FormattedMessage id="test.greeting" defaultMessage="Hello" />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[i18n] Failed to load messages for', 'zh-CN', expect.any(Error));
    warn.mockRestore();
  });

  it('needs no request for English', () => {
    const fetchMock = mockFetch(async () => jsonResponse({}));
    renderLocalised(<FormattedMessage id="test.greeting" defaultMessage="Hello" />, 'en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the language switcher', () => {
  it('changes the language without changing the address', async () => {
    mockFetch(async () => okJson(zhMessages));
    const router = createMemoryRouter([{ path: '/products/:slug', element: <LanguageSwitcher /> }], {
      initialEntries: ['/products/tee?colour=red'],
    });
    const store = renderLocalised(<RouterProvider router={router} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await act(async () => {
      await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    });
    expect(store.getState().locale.locale).toBe('zh-CN');
    await waitFor(() => expect(screen.getByRole('button', { name: '语言：简体中文' })).toBeInTheDocument());
    expect(router.state.location.pathname + router.state.location.search).toBe('/products/tee?colour=red');
    expect(readLocaleCookie(document.cookie)).toBe('zh-CN');
  });
});
