import { defineMessages } from 'react-intl';

/** The defaults of spec section 8's authentication catalogue, shown when the server gives no message. */
export const authMessages = defineMessages({
  loginFailed: {
    id: 'auth.error.loginFailed',
    defaultMessage: 'Login failed',
    description: 'Shown when logging in fails and the server gave no message of its own',
  },
});
