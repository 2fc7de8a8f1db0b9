import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { AppLink } from '../components/common/AppLink';
import { PageHeading } from '../components/common/PageHeading';
import { RegisterForm } from '../features/account/entry/RegisterForm';
import { useMoveOnWhenLoggedIn } from '../features/account/entry/useMoveOnWhenLoggedIn';

/** /register: the form, or on to the remembered page once the new account is logged in. */
export default function RegisterPage() {
  if (useMoveOnWhenLoggedIn()) return null;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <PageHeading title={routeTitles.register}>
        <FormattedMessage
          id="page.register.intro"
          defaultMessage="An account keeps your orders and addresses in one place."
          description="Lead paragraph of the register page"
        />
      </PageHeading>
      <RegisterForm />
      <Typography sx={{ mt: 3 }}>
        <FormattedMessage
          id="page.register.loginPrompt"
          defaultMessage="Already have an account? <link>Log in</link>"
          description="Under the registration form: a link to the login page"
          values={{
            link: (chunks) => (
              <Link component={AppLink} to="/login">
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
    </Box>
  );
}
