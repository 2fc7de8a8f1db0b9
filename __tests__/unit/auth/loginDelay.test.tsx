import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { makeTestStore } from '../../support/store';
import { createAppTheme } from '../../../src/lib/theme';
import LoginPage from '../../../src/pages/LoginPage';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';
import { sampleUser } from '../../support/fixtures/session';
import { type Answer, mockGraphQL } from '../../support/network';

// The shop's throttle (Saleor's LOGIN_ATTEMPT_DELAYED, and the embedded service's limits on
// registration and reset requests) names in English when the shopper may try again: the pages say
// it in the shopper's language, with the time in their locale. A suspension of a second or two, what
// any refused login leaves behind, is waited out and the login sent again.

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Python's str() of a UTC datetime, as Saleor writes it: "2026-05-01 12:00:03.512000+00:00". */
const saleorTime = (ms: number) =>
  `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}000+00:00`;

const delayed = (until: number): Answer => ({
  body: {
    data: {
      tokenCreate: {
        token: null,
        refreshToken: null,
        csrfToken: null,
        user: null,
        errors: [
          {
            field: null,
            code: 'LOGIN_ATTEMPT_DELAYED',
            message: `Logging has been suspended till ${saleorTime(until)} due to too many logging attempts originating from the same IP address.`,
          },
        ],
      },
    },
  },
});
const tokens: Answer = {
  body: {
    data: {
      tokenCreate: { token: 'access-jwt', refreshToken: 'r', csrfToken: 'c', user: sampleUser, errors: [] },
    },
  },
};
const clock = (locale: string, ms: number) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(ms));

async function logIn() {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('textbox'))[0]);
  await user.paste('ada@example.com');
  await user.tab();
  await user.paste('a-password');
  await user.keyboard('{Enter}');
}

describe('a throttled login', () => {
  it('says when the shopper may try again, in their time, and stays logged out', async () => {
    const until = Date.now() + 10 * 60 * 1000;
    const { named } = mockGraphQL({ TokenCreate: delayed(until) });
    const { store, router } = renderApp('/login');
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Too many login attempts from your network\. You can try again at .+\.$/,
    );
    expect(alert).toHaveTextContent(clock('en', until));
    expect(alert).not.toHaveTextContent('Logging has been suspended');
    expect(store.getState().auth.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(named('TokenCreate')).toHaveLength(1);
  });

  it.each([
    ['zh-CN', zhCN, /^您的网络登录尝试次数过多。请在\S.+之后再试。$/],
    ['zh-TW', zhTW, /^您的網路登入嘗試次數過多。請在\S.+之後再試一次。$/],
  ])('in %s', async (locale, messages, text) => {
    const until = Date.now() + 10 * 60 * 1000;
    mockGraphQL({ TokenCreate: delayed(until) });
    const { store } = makeTestStore();
    const router = createMemoryRouter([{ path: '*', element: <LoginPage /> }], {
      initialEntries: ['/login'],
    });
    render(
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages as Record<string, string>}>
          <ThemeProvider theme={createAppTheme('light')}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(clock(locale, until));
  });

  it('waits out a suspension of a moment and sends the login again', async () => {
    const until = Date.now() + 400;
    const sentAt: number[] = [];
    const { named } = mockGraphQL({
      TokenCreate: () => {
        sentAt.push(Date.now());
        return sentAt.length === 1 ? delayed(until) : tokens;
      },
    });
    const { store } = renderApp('/login');
    await logIn();
    await waitFor(() => expect(store.getState().auth.token).toBe('access-jwt'));
    expect(named('TokenCreate')).toHaveLength(2);
    expect(sentAt[1]).toBeGreaterThanOrEqual(until);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('throttled registration and reset requests', () => {
  const refusedUntil = (until: number, what: string) => ({
    field: null,
    code: 'LOGIN_ATTEMPT_DELAYED',
    message: `${what} has been suspended till ${saleorTime(until)} due to too many requests originating from the same IP address.`,
  });

  it('the reset page says when a link may be asked for again', async () => {
    const until = Date.now() + 60 * 1000;
    mockGraphQL({
      RequestPasswordReset: {
        body: { data: { requestPasswordReset: { errors: [refusedUntil(until, 'Password reset')] } } },
      },
    });
    renderApp('/account/reset-password/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /email/i }));
    await user.paste('ada@example.com');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Too many reset links were asked for from your network\. You can ask again at .+\.$/,
    );
    expect(alert).toHaveTextContent(clock('en', until));
  });

  it('the registration page says when an account may be created again', async () => {
    const until = Date.now() + 60 * 1000;
    mockGraphQL({
      AccountRegister: {
        body: {
          data: {
            accountRegister: { requiresConfirmation: null, errors: [refusedUntil(until, 'Registration')] },
          },
        },
      },
    });
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /email/i }, { timeout: 5000 }));
    await user.paste('new@example.com');
    await user.tab();
    await user.paste('a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Too many accounts were created from your network\. You can try again at .+\.$/,
    );
    expect(alert).toHaveTextContent(clock('en', until));
  });
});
