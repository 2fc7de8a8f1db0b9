import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../api/errorMessages';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { authMessages, delayMessage, login } from '../../auth';

const messages = defineMessages({
  email: { id: 'page.login.email', defaultMessage: 'Email', description: 'Label of the login email field' },
  password: {
    id: 'page.login.password',
    defaultMessage: 'Password',
    description: 'Label of the login password field',
  },
  emailMissing: {
    id: 'page.login.emailMissing',
    defaultMessage: 'Enter your email address.',
    description: 'Shown under the email field when the login form is sent without one',
  },
  passwordMissing: {
    id: 'page.login.passwordMissing',
    defaultMessage: 'Enter your password.',
    description: 'Shown under the password field when the login form is sent without one',
  },
  submit: {
    id: 'page.login.submit',
    defaultMessage: 'Log in',
    description: 'Button that sends the login form',
  },
});

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The login form: tokenCreate with the email and password; a logged-in session moves the page on. */
export function LoginForm({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing: FieldErrors = {
      email: email.trim() ? undefined : intl.formatMessage(messages.emailMissing),
      password: password ? undefined : intl.formatMessage(messages.passwordMissing),
    };
    setFieldErrors(missing);
    if (missing.email || missing.password) return;
    setError(null);
    setPending(true);
    const result = await dispatch(login(email, password));
    // Logged in: the page re-renders as logged in and moves on.
    if (!result.ok) {
      // The throttle's delay in the shopper's language; else ours for the server's code, or the default.
      setError({
        text:
          result.retryAt != null
            ? delayMessage(intl, 'login', result.retryAt)
            : (errorText(result.error, intl.formatMessage) ?? intl.formatMessage(authMessages.loginFailed)),
        // The delay says all the server said; anything else keeps its words in a details line.
        details: result.retryAt != null ? null : result.error?.message,
      });
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error.text}
            <ServerDetails details={error.details} shown={error.text} />
          </Alert>
        )}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
          fullWidth
        />
        <TextField
          label={intl.formatMessage(messages.password)}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </Box>
  );
}
