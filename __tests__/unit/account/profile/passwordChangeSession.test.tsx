import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState, sampleUser } from '../../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { profileServer } from './profileServer';

// The embedded service ends every session of an account when its password changes (its tokens carry
// the old token key). The shopper who changed it stays logged in: the form logs in again with the new
// password and keeps the new tokens, never the password.

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a changed password logs in again with the new one, so this browser stays logged in', async () => {
  const server = profileServer({
    PasswordChange: {
      body: {
        data: { passwordChange: { user: { id: sampleUser.id, email: sampleUser.email }, errors: [] } },
      },
    },
    TokenCreate: {
      body: {
        data: {
          tokenCreate: {
            token: 'new-jwt',
            refreshToken: 'new-refresh',
            csrfToken: 'c2',
            user: sampleUser,
            errors: [],
          },
        },
      },
    },
  });
  const { store } = renderApp('/profile', { preloadedState: loggedInState });
  const form = await screen.findByRole('region', { name: 'Change password' });
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText(/Current password/), 'old-secret-1');
  await user.type(within(form).getByLabelText(/New password/), 'a-much-better-passphrase');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));

  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.token).toBe('new-jwt'));
  expect(store.getState().auth).toMatchObject({ refreshToken: 'new-refresh', user: sampleUser });
  expect(server.named('TokenCreate').map((sent) => sent.variables)).toEqual([
    { email: sampleUser.email, password: 'a-much-better-passphrase' },
  ]);
  expect(JSON.stringify(store.getState())).not.toMatch(/old-secret-1|a-much-better-passphrase/);
});
