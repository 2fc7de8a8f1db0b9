import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { routeTitles } from '../lib/routeMessages';
import { AppLink } from '../components/common/AppLink';
import { PageHeading } from '../components/common/PageHeading';
import { LoginForm } from '../features/account/entry/LoginForm';
import { useMoveOnWhenLoggedIn } from '../features/account/entry/useMoveOnWhenLoggedIn';

/**
 * /login: tokenCreate, then on to the page the auth guard remembered (else home). A visitor who is
 * already logged in is sent on at once.
 */
export default function LoginPage() {
  const location = useLocation();
  if (useMoveOnWhenLoggedIn()) return null;
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
