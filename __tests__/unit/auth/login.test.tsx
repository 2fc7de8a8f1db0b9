import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState, sampleUser } from '../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';
import { type Answer, mockGraphQL } from '../../support/network';

const DEMO = { email: 'customer@example.com', password: 'demo-shopper-2026' };

const emptyHeader = { body: { data: { categories: { edges: [] } } } };
const tokens = {
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
const stillValid = { body: { data: { tokenVerify: { isValid: true, user: sampleUser, errors: [] } } } };

function api(tokenCreate: Answer) {
  return mockGraphQL({ HeaderCategories: emptyHeader, TokenCreate: tokenCreate, TokenVerify: stillValid });
}

// Pages and the GraphQL client load lazily; on a cold cache their first transform is slow.
beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
// Whole-app renders with MUI forms: headroom over jest's 5 s when every suite runs at once.
jest.setTimeout(20_000);
// Each wait lasts until what the shopper sees appears. Testing Library's one-second default is a race
// with the machine's load (a whole-app render, a route change and a request can take longer on a busy
// CI runner): the tests' own timeout bounds the waits instead.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Fills the form as a shopper would: focus each field, then paste (quicker in jsdom than typing). */
async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste(email);
  await user.tab();
  expect(screen.getByLabelText(/password/i)).toHaveFocus(); // the keyboard order is email, password
  await user.paste(password);
  return user;
}

describe('the login page', () => {
  it('logs in with the demo customer and returns to the page the auth guard remembered', async () => {
    const { sent, named } = api(tokens);
    const { router, store } = renderApp('/profile?tab=addresses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    const user = await fillIn(DEMO.email, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(store.getState().auth).toEqual({
      token: 'access-jwt',
      refreshToken: 'refresh-jwt',
      csrfToken: 'csrf',
      user: sampleUser,
    });
    expect(named('TokenCreate')).toHaveLength(1);
    expect(named('TokenCreate')[0].variables).toEqual(DEMO);
    // The remembered path is forgotten once used.
    expect(sessionStorage.getItem('login-redirect')).toBeNull();
    expect(sent.length).toBeGreaterThan(0);
  });

  it('uses the remembered path from sessionStorage after a reload of /login', async () => {
    api(tokens);
    sessionStorage.setItem('login-redirect', '/payment-debug');
    const { router } = renderApp('/login');
    const user = await fillIn(DEMO.email, DEMO.password);
    await user.keyboard('{Enter}'); // the form is sent from the keyboard
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-debug'));
  });

  it('goes home when nothing was remembered', async () => {
    api(tokens);
    const { router } = renderApp('/login');
    const user = await fillIn(DEMO.email, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's first message on a wrong password and stays logged out", async () => {
    api({
      body: {
        data: {
          tokenCreate: {
            token: null,
            refreshToken: null,
            csrfToken: null,
            user: null,
            errors: [
              { field: 'email', code: 'INVALID_CREDENTIALS', message: 'Please, enter valid credentials' },
              { field: 'password', code: 'INVALID_CREDENTIALS', message: 'second message' },
            ],
          },
        },
      },
    });
    const { router, store } = renderApp('/login');
    const user = await fillIn(DEMO.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The server's code in the shopper's words; its own sentence only in the folded details.
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    expect(screen.getByText('Please, enter valid credentials').closest('details')).not.toHaveAttribute(
      'open',
    );
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.token).toBeNull();
  });

  it.each<[string, Answer]>([
    [
      'a token without a user',
      {
        body: {
          data: {
            tokenCreate: { token: 't', refreshToken: 'r', csrfToken: 'c', user: null, errors: [] },
          },
        },
      },
    ],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an HTTP 500 without a message', { status: 500, body: {} }],
  ])('shows the default "Login failed" for %s', async (_label, answer) => {
    api(answer);
    const { router, store } = renderApp('/login');
    const user = await fillIn(DEMO.email, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('asks for both fields before sending anything', async () => {
    const { named } = api(tokens);
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(named('TokenCreate')).toHaveLength(0);
  });

  it('does not send a stale stored token with the login', async () => {
    const { named } = api(tokens);
    // A token without a user counts as logged out; its bearer must not spoil the login.
    renderApp('/login', { preloadedState: { auth: { ...loggedInState.auth, user: null } } });
    const user = await fillIn(DEMO.email, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(named('TokenCreate')).toHaveLength(1));
    expect(named('TokenCreate')[0].headers.has('Authorization')).toBe(false);
    expect(named('TokenCreate')[0].headers.get('Saleor-Channel')).toBe('default-channel');
  });

  it('links to the registration page', async () => {
    api(tokens);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('sends a visitor who is already logged in on, to the remembered page or home', async () => {
    api(tokens);
    const first = renderApp('/login', { preloadedState: loggedInState });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    sessionStorage.setItem('login-redirect', '/orders');
    const second = renderApp('/login', { preloadedState: loggedInState });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/orders'));
  });
});
