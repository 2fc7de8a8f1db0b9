import { defineMessages } from 'react-intl';

/** The defaults of spec section 8's authentication catalogue that account entry uses. */
export const entryDefaults = defineMessages({
  registrationFailed: {
    id: 'auth.error.registrationFailed',
    defaultMessage: 'Registration failed',
    description: 'Shown when registering fails and the server gave no message of its own',
  },
  resetRequestFailed: {
    id: 'auth.error.passwordResetRequestFailed',
    defaultMessage: 'Password reset request failed',
    description: 'Shown when asking for a password reset link fails and the server gave no message',
  },
  resetConfirmFailed: {
    id: 'auth.error.passwordResetConfirmationFailed',
    defaultMessage: 'Password reset confirmation failed',
    description: 'Shown when setting a new password from a reset link fails and the server gave no message',
  },
  confirmFailed: {
    id: 'account.confirm.failed',
    defaultMessage: 'Your account could not be confirmed.',
    description: 'Shown when confirming an account fails and the server gave no message of its own',
  },
});

/** Django's password rules, as the server reports them by code, in the shopper's language. */
export const passwordRuleMessages = defineMessages({
  PASSWORD_TOO_SHORT: {
    id: 'account.password.tooShort',
    defaultMessage: 'This password is too short. It must contain at least 8 characters.',
    description: 'Beside the password field: the server says the password has fewer than 8 characters',
  },
  PASSWORD_TOO_COMMON: {
    id: 'account.password.tooCommon',
    defaultMessage: 'This password is too common.',
    description: 'Beside the password field: the server says the password is on a list of common passwords',
  },
  PASSWORD_ENTIRELY_NUMERIC: {
    id: 'account.password.entirelyNumeric',
    defaultMessage: 'This password is entirely numeric.',
    description: 'Beside the password field: the server says the password is only digits',
  },
  PASSWORD_TOO_SIMILAR: {
    id: 'account.password.tooSimilar',
    defaultMessage: 'This password is too similar to your email address or name.',
    description: 'Beside the password field: the server says the password looks like the email or a name',
  },
});

/** Labels and texts shared by the account-entry forms. */
export const entryMessages = defineMessages({
  email: { id: 'account.entry.email', defaultMessage: 'Email', description: 'Label of an email field' },
  newPassword: {
    id: 'account.entry.newPassword',
    defaultMessage: 'Password',
    description: 'Label of the field where the shopper chooses a password',
  },
  passwordHint: {
    id: 'account.password.hint',
    defaultMessage:
      'At least 8 characters, not only digits, not a common password and not like your email or name.',
    description: 'Under a new-password field before it is sent: the rules the server checks',
  },
  emailMissing: {
    id: 'account.entry.emailMissing',
    defaultMessage: 'Enter your email address.',
    description: 'Under the email field when a form is sent without one',
  },
  passwordMissing: {
    id: 'account.entry.passwordMissing',
    defaultMessage: 'Choose a password.',
    description: 'Under the new-password field when a form is sent without one',
  },
});

/** Translated headlines over the server's own words when an emailed link no longer works. */
export const badLinkMessages = defineMessages({
  confirm: {
    id: 'account.confirm.badLinkTitle',
    defaultMessage: 'This confirmation link is invalid or has expired.',
    description: 'Heading of the error shown when an account confirmation link no longer works',
  },
  reset: {
    id: 'account.reset.badLinkTitle',
    defaultMessage: 'This password reset link is invalid or has expired.',
    description: 'Heading of the error shown when a password reset link no longer works',
  },
});
