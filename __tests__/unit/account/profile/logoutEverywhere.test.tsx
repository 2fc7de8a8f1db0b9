import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import zhCN from '../../../../i18n/zh-CN.json';
import zhTW from '../../../../i18n/zh-TW.json';
import { makeTestStore } from '../../../support/store';
import { createAppTheme } from '../../../../src/lib/theme';
import { LogoutEverywhere } from '../../../../src/features/account/profile/LogoutEverywhere';
import { type Answer, mockGraphQL } from '../../../support/network';
import { loggedInState } from '../../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { profileServer } from './profileServer';

// "Log out on every device" on the profile page: tokensDeactivateAll, then this browser forgets its
// session as a plain logout does; when the server does not confirm, the shopper stays logged in and
// reads the spec's "Logout failed" in their language.

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const deactivated: Answer = { body: { data: { tokensDeactivateAll: { errors: [] } } } };

/** Moves the keyboard focus along the page until it reaches the button (it must be in the tab order). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  for (let presses = 0; presses < 100 && document.activeElement !== button; presses++) await user.tab();
  expect(button).toHaveFocus();
}

describe('log out on every device', () => {
  it('ends every session on the server, then logs out here and goes home, from the keyboard', async () => {
    const server = profileServer({ TokensDeactivateAll: deactivated });
    const { store, router } = renderApp('/profile', { preloadedState: loggedInState });
    const section = await screen.findByRole('region', { name: 'Devices' });
    expect(section).toHaveTextContent(/ends your session in this browser only/);
    const button = within(section).getByRole('button', { name: 'Log out on every device' });
    const user = userEvent.setup();
    await tabTo(user, button);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth).toEqual({ token: null, refreshToken: null, csrfToken: null, user: null });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    const [sent] = server.named('TokensDeactivateAll');
    expect(sent.headers.get('Authorization')).toBe('Bearer jwt');
    expect(await screen.findByRole('link', { name: /log in/i })).toBeInTheDocument();
  });

  it.each<[string, Answer]>([
    ['the request fails', new TypeError('Failed to fetch')],
    ['the server errs', { status: 500, body: { errors: [{ message: 'Internal server error' }] } }],
    [
      'the server refuses',
      {
        body: {
          data: { tokensDeactivateAll: null },
          errors: [{ message: 'Denied', extensions: { exception: { code: 'PermissionDenied' } } }],
        },
      },
    ],
  ])('says "Logout failed" and keeps the shopper logged in when %s', async (_case, answer) => {
    profileServer({ TokensDeactivateAll: answer });
    const { store, router } = renderApp('/profile', { preloadedState: loggedInState });
    const section = await screen.findByRole('region', { name: 'Devices' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Log out on every device' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Logout failed$/);
    expect(store.getState().auth).toEqual(loggedInState.auth);
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  });

  it.each([
    ['zh-CN', zhCN, '在所有设备上退出登录', '退出登录失败'],
    ['zh-TW', zhTW, '在所有裝置上登出', '登出失敗'],
  ])('speaks %s', async (locale, messages, buttonName, failed) => {
    mockGraphQL({ TokensDeactivateAll: new TypeError('Failed to fetch') });
    const { store } = makeTestStore({ preloadedState: loggedInState });
    const router = createMemoryRouter([{ path: '*', element: <LogoutEverywhere /> }]);
    render(
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages as Record<string, string>}>
          <ThemeProvider theme={createAppTheme('light')}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: buttonName }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(store.getState().auth.token).toBe('jwt');
  });
});
