import { defineMessages } from 'react-intl';

/** Authentication failure texts: the server's first message is shown, these only when it gives none. */
export const authMessages = defineMessages({
  loginFailed: {
    id: 'auth.error.loginFailed',
    defaultMessage: 'Login failed',
    description: 'Shown when logging in fails and the server gave no message of its own',
  },
  registrationFailed: {
    id: 'auth.error.registrationFailed',
    defaultMessage: 'Registration failed',
    description: 'Shown when registering fails and the server gave no message of its own',
  },
  passwordResetRequestFailed: {
    id: 'auth.error.passwordResetRequestFailed',
    defaultMessage: 'Password reset request failed',
    description: 'Shown when asking for a password reset link fails and the server gave no message',
  },
  passwordResetConfirmationFailed: {
    id: 'auth.error.passwordResetConfirmationFailed',
    defaultMessage: 'Password reset confirmation failed',
    description: 'Shown when setting a new password from a reset link fails and the server gave no message',
  },
  tokenRefreshFailed: {
    id: 'auth.error.tokenRefreshFailed',
    defaultMessage: 'Token refresh failed: you have been logged out. Log in again to continue.',
    description:
      'Toast shown when the session could not be renewed (the token refresh failed) and the shopper was logged out',
  },
  profileUpdateFailed: {
    id: 'auth.error.profileUpdateFailed',
    defaultMessage: 'Profile update failed',
    description: 'Shown when saving the name fails and the server gave no message of its own',
  },
  logoutFailed: {
    id: 'auth.error.logoutFailed',
    defaultMessage: 'Logout failed',
    description: 'Shown when logging out on every device fails; the shopper stays logged in',
  },
  passwordChangeFailed: {
    id: 'auth.error.passwordChangeFailed',
    defaultMessage: 'Password change failed',
    description: 'Shown when changing the password fails and the server gave no message of its own',
  },
});
