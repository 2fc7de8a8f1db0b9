import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Account entry's own failure texts (the spec's defaults are in features/auth/authMessages). */
export const entryDefaults = defineMessages({
  confirmFailed: {
    id: 'account.confirm.failed',
    defaultMessage: 'Your account could not be confirmed.',
    description: 'Shown when confirming an account fails and the server gave no message of its own',
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

/**
 * The server refused the shop's own address for the emailed link (ALLOWED_CLIENT_HOSTS). Typed as
 * MessageDescriptor: react-intl's inferred message types refuse values.
 */
export const linkRefusedMessage: MessageDescriptor = defineMessage({
  id: 'account.entry.linkRefused',
  defaultMessage:
    'The shop can’t email links that lead to {origin}. Open the shop at its usual address and try again.',
  description:
    'Shown when the server refuses the address of the emailed confirmation or reset link (the shop is set up for another address); origin is that address',
});
