import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Answer, mockGraphQL } from '../../../support/network';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { sampleUser } from '../../../support/fixtures/session';

const emptyHeader = { body: { data: { categories: { edges: [] } } } };
const requested = (errors: { field: string | null; code: string; message: string }[] = []): Answer => ({
  body: { data: { requestPasswordReset: { errors } } },
});
const newTokens: Answer = {
  body: {
    data: {
      setPassword: {
        token: 'access-jwt',
        refreshToken: 'refresh-jwt',
        csrfToken: 'csrf',
        user: sampleUser,
        errors: [],
      },
    },
  },
};
const setRefused = (errors: { field: string | null; code: string; message: string }[]): Answer => ({
  body: { data: { setPassword: { token: null, refreshToken: null, csrfToken: null, user: null, errors } } },
});
const LINK = '/account/reset-password/?email=ada%40example.com&token=t0k3n';

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function askForLink(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste(email);
  await user.keyboard('{Enter}');
}

describe('asking for a password reset link', () => {
  it('is reachable from the login page by its "Forgot your password?" link', async () => {
    mockGraphQL({ HeaderCategories: emptyHeader });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/reset-password/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Forgot your password\?/));
  });

  it.each<[string, Answer]>([
    ['an email with an account', requested()],
    // Older Saleors answer an unknown email with NOT_FOUND: it must read the same.
    ['an unknown email', requested([{ field: 'email', code: 'NOT_FOUND', message: "User doesn't exist" }])],
  ])('says the same for %s, and sends the link to the reset page', async (_label, answer) => {
    const { named } = mockGraphQL({ HeaderCategories: emptyHeader, RequestPasswordReset: answer });
    renderApp('/account/reset-password/');
    await askForLink('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^If an account uses ada@example.com, we have sent it a link to choose a new password\./,
    );
    expect(screen.queryByText(/doesn't exist/)).not.toBeInTheDocument();
    expect(named('RequestPasswordReset')[0].variables).toEqual({
      email: 'ada@example.com',
      redirectUrl: 'http://shop.test/account/reset-password/',
      channel: 'default-channel',
    });
  });

  it('shows the default "Password reset request failed" when the request gets no answer, keeping the email', async () => {
    mockGraphQL({ HeaderCategories: emptyHeader, RequestPasswordReset: new TypeError('Failed to fetch') });
    renderApp('/account/reset-password/');
    await askForLink('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Password reset request failed$/);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
  });

  it("shows the server's message beside the email field when it names it", async () => {
    mockGraphQL({
      HeaderCategories: emptyHeader,
      RequestPasswordReset: requested([
        { field: 'email', code: 'INVALID', message: 'Enter a valid email address.' },
      ]),
    });
    renderApp('/account/reset-password/');
    await askForLink('nope');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /email/i })).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
  });
});

describe('setting a new password from the link', () => {
  async function choose(password: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/new password/i));
    await user.paste(password);
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
  }

  it('logs the shopper in with the tokens it answers and goes on to the profile', async () => {
    const { named } = mockGraphQL({ HeaderCategories: emptyHeader, SetPassword: newTokens });
    const { router, store } = renderApp(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
    await choose('a-brand-new-secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(named('SetPassword')[0].variables).toEqual({
      email: 'ada@example.com',
      token: 't0k3n',
      password: 'a-brand-new-secret',
    });
    expect(store.getState().auth).toEqual({
      token: 'access-jwt',
      refreshToken: 'refresh-jwt',
      csrfToken: 'csrf',
      user: sampleUser,
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('a-brand-new-secret');
  });

  it('shows broken password rules beside the field, translated, and stays logged out', async () => {
    mockGraphQL({
      HeaderCategories: emptyHeader,
      SetPassword: setRefused([
        { field: 'password', code: 'PASSWORD_TOO_COMMON', message: 'This password is too common.' },
      ]),
    });
    const { store } = renderApp(LINK);
    await choose('password');
    const field = screen.getByLabelText(/new password/i);
    await waitFor(() => expect(field).toHaveAccessibleDescription('This password is too common.'));
    expect(field).toHaveValue('password');
    expect(store.getState().auth.token).toBeNull();
  });

  it('asks for a new link when the token is expired or spent', async () => {
    mockGraphQL({
      HeaderCategories: emptyHeader,
      SetPassword: setRefused([{ field: 'token', code: 'INVALID', message: 'Invalid or expired token.' }]),
    });
    const { router } = renderApp(LINK);
    await choose('a-brand-new-secret');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(alert).toHaveTextContent('This link is invalid or has expired.');
    expect(within(alert).getByText('Invalid or expired token.').closest('details')).not.toHaveAttribute(
      'open',
    );
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
  });

  it('shows the default "Password reset confirmation failed" when there is no message', async () => {
    mockGraphQL({ HeaderCategories: emptyHeader, SetPassword: { status: 500, body: {} } });
    renderApp(LINK);
    await choose('a-brand-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Password reset confirmation failed$/);
  });
});
