import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { routeTitles } from '../lib/routeMessages';
import { AppLink } from '../components/common/AppLink';
import { PageHeading } from '../components/common/PageHeading';
import { authMessages } from '../features/auth/authMessages';
import { selectIsLoggedIn } from '../features/auth/authSlice';
import { delayMessage } from '../features/auth/loginDelay';
import { takeRememberedPath } from '../features/auth/rememberedPath';
import { login } from '../features/auth/session';

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

/**
 * /login: tokenCreate, then on to the page the auth guard remembered (else home). A visitor who is
 * already logged in is sent on at once.
 */
export default function LoginPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (loggedIn) return <MoveOn from={from} />;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <PageHeading title={routeTitles.login}>
        <FormattedMessage
          id="page.login.intro"
          defaultMessage="Log in to see your orders, keep your addresses and check out faster."
          description="Lead paragraph of the login page"
        />
      </PageHeading>
      <LoginForm initialEmail={givenEmail(location)} />
      <Typography sx={{ mt: 2 }}>
        <Link component={AppLink} to="/account/reset-password/">
          <FormattedMessage
            id="page.login.forgotPassword"
            defaultMessage="Forgot your password?"
            description="Under the login form: a link to the page that asks for a password reset link"
          />
        </Link>
      </Typography>
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage
          id="page.login.registerPrompt"
          defaultMessage="New here? <link>Create an account</link>"
          description="Under the login form: a link to the registration page"
          values={{
            link: (chunks) => (
              <Link component={AppLink} to="/register">
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
    </Box>
  );
}

/** An email handed over by the link that led here (a confirmed account's page), to save typing it. */
function givenEmail(location: { state: unknown; search: string }): string {
  const fromState = (location.state as { email?: unknown } | null)?.email;
  if (typeof fromState === 'string') return fromState;
  return new URLSearchParams(location.search).get('email') ?? '';
}

/** Leaves /login for the remembered page, once (the remembered path is forgotten as it is taken). */
function MoveOn({ from }: { from: unknown }) {
  const navigate = useNavigate();
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    void navigate(takeRememberedPath(from), { replace: true });
  }, [from, navigate]);
  return null;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

function LoginForm({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
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
      // The throttle's delay in the shopper's language; else the server's message or the default.
      setError(
        result.retryAt != null
          ? delayMessage(intl, 'login', result.retryAt)
          : (result.message ?? intl.formatMessage(authMessages.loginFailed)),
      );
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
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
