import { defineMessages } from 'react-intl';
import { passwordRuleText } from '../../api/errorMessages';

// Django's password validators as Saleor reports them: each broken rule is one error on the password
// field, by code. Registration, the reset link and the profile's password change all show them alike.

export const PASSWORD_RULE_CODES = [
  'PASSWORD_TOO_SIMILAR',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_ENTIRELY_NUMERIC',
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

export const isPasswordRuleCode = (code: string | null | undefined): code is PasswordRuleCode =>
  (PASSWORD_RULE_CODES as readonly (string | null | undefined)[]).includes(code);

/** Each rule in the shopper's language, shown beside the new password when the server says it is broken. */
export const passwordRuleMessages = passwordRuleText;

/** Under a new-password field before anything is sent: the rules the server checks. */
export const passwordHint = defineMessages({
  text: {
    id: 'account.password.hint',
    defaultMessage:
      'At least 8 characters, not only digits, not a common password and not like your email or name.',
    description: 'Under a new-password field before it is sent: the rules the server checks',
  },
}).text;
