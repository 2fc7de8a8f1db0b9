import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState, sampleUser } from '../../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { profileServer } from './profileServer';

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const openProfile = () => renderApp('/profile', { preloadedState: loggedInState });

const section = (name: string) => screen.findByRole('region', { name });

describe('the profile page', () => {
  it('shows the account details with dates in the shopper’s language', async () => {
    profileServer();
    openProfile();
    const details = await section('Account details');
    expect(within(details).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(details).getByText('March 14, 2025')).toBeInTheDocument();
    expect(within(details).getByText(/November 20, 2026/)).toBeInTheDocument();
  });

  it('saves the name: the stored user and the header follow, a toast says so, me is fetched again', async () => {
    const server = profileServer({
      AccountUpdate: (variables) => {
        const input = variables.input as { firstName: string; lastName: string };
        Object.assign(server.account, input);
        return {
          body: {
            data: { accountUpdate: { user: { ...sampleUser, ...input, id: sampleUser.id }, errors: [] } },
          },
        };
      },
    });
    const { store } = openProfile();
    const form = await section('Your name');
    const first = within(form).getByRole('textbox', { name: 'First name' });
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, ' Augusta ');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(server.named('AccountUpdate')[0].variables).toEqual({
      input: { firstName: 'Augusta', lastName: 'Lovelace' },
    });
    expect(store.getState().auth.user).toEqual({ ...sampleUser, firstName: 'Augusta' });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Augusta Lovelace' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.named('ProfileMe').length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    [
      'the server’s first message',
      [{ field: null, code: 'INVALID', message: 'Names are refused today' }],
      'Names are refused today',
    ],
    ['"Profile update failed" when the server says nothing', [], 'Profile update failed'],
  ])('a refused name shows %s and keeps what was typed', async (_label, errors, shown) => {
    profileServer({
      AccountUpdate:
        errors.length > 0
          ? { body: { data: { accountUpdate: { user: null, errors } } } }
          : { status: 500, body: {} },
    });
    const { store } = openProfile();
    const form = await section('Your name');
    const last = within(form).getByRole('textbox', { name: 'Last name' });
    const user = userEvent.setup();
    await user.clear(last);
    await user.type(last, 'Byron');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(shown);
    expect(last).toHaveValue('Byron');
    expect(store.getState().auth.user).toEqual(sampleUser);
  });

  describe('changing the password', () => {
    async function fillPasswords(oldPassword: string, newPassword: string) {
      const form = await section('Change password');
      const user = userEvent.setup();
      await user.type(within(form).getByLabelText(/Current password/), oldPassword);
      await user.type(within(form).getByLabelText(/New password/), newPassword);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      return form;
    }

    it('lists every rule the new password breaks beside it, and keeps both fields', async () => {
      profileServer({
        PasswordChange: {
          body: {
            data: {
              passwordChange: {
                user: null,
                errors: [
                  {
                    field: 'newPassword',
                    code: 'PASSWORD_TOO_SHORT',
                    message: 'This password is too short.',
                  },
                  { field: 'newPassword', code: 'PASSWORD_ENTIRELY_NUMERIC', message: 'numeric' },
                ],
              },
            },
          },
        },
      });
      openProfile();
      await fillPasswords('old-secret-1', '1234');
      const newPassword = screen.getByLabelText(/New password/);
      await waitFor(() => expect(newPassword).toHaveAccessibleDescription(/too short.*entirely numeric/));
      expect(newPassword).toHaveAttribute('aria-invalid', 'true');
      expect(newPassword).toHaveValue('1234');
      expect(screen.getByLabelText(/Current password/)).toHaveValue('old-secret-1');
      expect(newPassword).toHaveFocus();
    });

    it('says a wrong current password beside that field', async () => {
      profileServer({
        PasswordChange: {
          body: {
            data: {
              passwordChange: {
                user: null,
                errors: [
                  { field: 'oldPassword', code: 'INVALID_CREDENTIALS', message: "Old password isn't valid." },
                ],
              },
            },
          },
        },
      });
      openProfile();
      await fillPasswords('wrong-one', 'a-much-better-passphrase');
      const old = screen.getByLabelText(/Current password/);
      await waitFor(() => expect(old).toHaveAccessibleDescription('The current password is not right.'));
      expect(old).toHaveFocus();
    });

    it('shows "Password change failed" when the request fails without a message', async () => {
      profileServer({ PasswordChange: new TypeError('Failed to fetch') });
      openProfile();
      const form = await fillPasswords('old-secret-1', 'a-much-better-passphrase');
      expect(await within(form).findByRole('alert')).toHaveTextContent(/^Password change failed$/);
    });

    it('changes it: the fields empty, a toast, and neither password kept in the store', async () => {
      const server = profileServer({
        PasswordChange: {
          body: {
            data: { passwordChange: { user: { id: sampleUser.id, email: sampleUser.email }, errors: [] } },
          },
        },
      });
      const { store } = openProfile();
      await fillPasswords('old-secret-1', 'a-much-better-passphrase');
      expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
      expect(server.named('PasswordChange')[0].variables).toEqual({
        oldPassword: 'old-secret-1',
        newPassword: 'a-much-better-passphrase',
      });
      expect(screen.getByLabelText(/Current password/)).toHaveValue('');
      expect(screen.getByLabelText(/New password/)).toHaveValue('');
      expect(JSON.stringify(store.getState())).not.toMatch(/old-secret-1|a-much-better-passphrase/);
    });

    it('asks for both fields before sending anything', async () => {
      const server = profileServer();
      openProfile();
      const form = await section('Change password');
      await userEvent.setup().click(within(form).getByRole('button', { name: 'Change password' }));
      expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(
        'Enter your current password.',
      );
      expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription('Enter a new password.');
      expect(server.named('PasswordChange')).toHaveLength(0);
    });
  });
});
