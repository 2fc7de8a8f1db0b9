import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { sampleUser } from '../../../support/fixtures/session';
import { type Answer, mockGraphQL } from '../../../support/network';

const emptyHeader = { body: { data: { categories: { edges: [] } } } };
const registered = (requiresConfirmation: boolean): Answer => ({
  body: { data: { accountRegister: { requiresConfirmation, errors: [] } } },
});
const refused = (errors: { field: string | null; code: string; message: string }[]): Answer => ({
  body: { data: { accountRegister: { requiresConfirmation: null, errors } } },
});
const tokens: Answer = {
  body: {
    data: {
      tokenCreate: {
        token: 'access-jwt',
        refreshToken: 'refresh-jwt',
        csrfToken: 'csrf',
        user: sampleUser,
        errors: [],
      },
    },
  },
};

function api(accountRegister: Answer, tokenCreate: Answer = tokens) {
  return mockGraphQL({
    HeaderCategories: emptyHeader,
    AccountRegister: accountRegister,
    TokenCreate: tokenCreate,
  });
}

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Fills the form by keyboard order: email, password, then the optional names. */
async function fillIn({ email, password, firstName = '', lastName = '' }: Record<string, string>) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste(email);
  await user.tab();
  expect(screen.getByLabelText(/^password/i)).toHaveFocus();
  await user.paste(password);
  await user.tab();
  expect(screen.getByRole('textbox', { name: /first name/i })).toHaveFocus();
  if (firstName) await user.paste(firstName);
  await user.tab();
  if (lastName) await user.paste(lastName);
  return user;
}

describe('the registration page', () => {
  it('shows the password rules before anything is sent', async () => {
    api(registered(true));
    renderApp('/register');
    // The page's chunk may still be loading on a busy machine: more than findBy's default second.
    expect(await screen.findByLabelText(/^password/i, {}, { timeout: 5000 })).toHaveAccessibleDescription(
      /at least 8 characters/i,
    );
  });

  it('asks to check the email when the account needs confirming, sending empty names as ""', async () => {
    const { named } = api(registered(true));
    const { store } = renderApp('/register');
    const user = await fillIn({ email: ' new@example.com ', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('new@example.com');
    expect(named('AccountRegister')).toHaveLength(1);
    expect(named('AccountRegister')[0].variables).toEqual({
      input: {
        email: 'new@example.com',
        password: 'a-long-passphrase',
        firstName: '',
        lastName: '',
        redirectUrl: 'http://shop.test/account/confirm/',
        channel: 'default-channel',
        languageCode: 'EN',
      },
    });
    expect(named('TokenCreate')).toHaveLength(0);
    expect(store.getState().auth.token).toBeNull();
    // The password is nowhere in browser storage.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('a-long-passphrase');
  });

  it('logs in at once with the same credentials when no confirmation is needed, then goes home', async () => {
    const { named } = api(registered(false));
    const { router, store } = renderApp('/register');
    const user = await fillIn({
      email: 'ada@example.com',
      password: 'analytical-engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(named('AccountRegister')[0].variables.input).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(named('TokenCreate')[0].variables).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
    expect(store.getState().auth).toMatchObject({ token: 'access-jwt', user: sampleUser });
  });

  it('goes on to the page the auth guard remembered after the immediate login', async () => {
    api(registered(false));
    sessionStorage.setItem('login-redirect', '/orders');
    const { router } = renderApp('/register');
    const user = await fillIn({ email: 'ada@example.com', password: 'analytical-engine' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('shows every broken password rule beside the password field, translated, and keeps what was typed', async () => {
    api(
      refused([
        {
          field: 'password',
          code: 'PASSWORD_TOO_SHORT',
          message: 'This password is too short. It must contain at least 8 characters.',
        },
        {
          field: 'password',
          code: 'PASSWORD_ENTIRELY_NUMERIC',
          message: 'This password is entirely numeric.',
        },
      ]),
    );
    const { store } = renderApp('/register');
    const user = await fillIn({ email: 'new@example.com', password: '1234', firstName: 'Bo' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText(/^password/i);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/too short.*entirely numeric/i));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('new@example.com');
    expect(password).toHaveValue('1234');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Bo');
    expect(store.getState().auth.token).toBeNull();
  });

  it("puts the server's first message beside the field it names", async () => {
    api(refused([{ field: 'email', code: 'INVALID', message: 'Enter a valid email address.' }]));
    renderApp('/register');
    const user = await fillIn({ email: 'not-an-email', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /email/i });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(email).toHaveFocus();
  });

  it('shows a message naming no field of the form above it', async () => {
    api(refused([{ field: 'channel', code: 'NOT_FOUND', message: "Channel with 'x' slug does not exist." }]));
    renderApp('/register');
    const user = await fillIn({ email: 'new@example.com', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Channel with 'x' slug does not exist.");
  });

  it.each<[string, Answer]>([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an HTTP 500 without a message', { status: 500, body: {} }],
  ])('shows the default "Registration failed" for %s', async (_label, answer) => {
    api(answer);
    renderApp('/register');
    const user = await fillIn({ email: 'new@example.com', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('new@example.com');
  });

  it('says the account was made when the login after it fails, with a link to log in', async () => {
    api(registered(false), {
      body: {
        data: {
          tokenCreate: {
            token: null,
            refreshToken: null,
            csrfToken: null,
            user: null,
            errors: [
              {
                field: 'email',
                code: 'ACCOUNT_NOT_CONFIRMED',
                message: 'Account needs to be confirmed via email.',
              },
            ],
          },
        },
      },
    });
    renderApp('/register');
    const user = await fillIn({ email: 'new@example.com', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    // The server's code in the shopper's language, never its English sentence.
    expect(alert).toHaveTextContent(
      'Your account was created, but logging in failed: Your account is not confirmed yet. Open the link in the email we sent you to confirm it.',
    );
    expect(alert).not.toHaveTextContent('Account needs to be confirmed via email.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the email and the password before sending anything', async () => {
    const { named } = api(registered(true));
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Choose a password.');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveFocus();
    expect(named('AccountRegister')).toHaveLength(0);
  });
});
