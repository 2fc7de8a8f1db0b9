import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/common/AppLink';

const link = (to: string) => (chunks: React.ReactNode[]) => (
  <Link component={AppLink} to={to}>
    {chunks}
  </Link>
);

/** What to do when a confirmation link does not work (it is spent, expired, or was cut short). */
export function ConfirmLinkHelp() {
  return (
    <Typography>
      <FormattedMessage
        id="account.confirm.badLinkHelp"
        defaultMessage="Confirmation links work once and for 3 days. If you have confirmed already, <login>log in</login>. Otherwise <register>register again</register> for a new link, or <reset>reset your password</reset>: that confirms your account too."
        description="Under the error of a confirmation link that is invalid, used or expired"
        values={{
          login: link('/login'),
          register: link('/register'),
          reset: link('/account/reset-password/'),
        }}
      />
    </Typography>
  );
}

/** What to do when a password reset link does not work. */
export function ResetLinkHelp() {
  return (
    <Typography>
      <FormattedMessage
        id="account.reset.badLinkHelp"
        defaultMessage="Reset links work once and for 3 days, and a newer password spends older links. <reset>Ask for a new link</reset>."
        description="Under the error of a password reset link that is invalid, used or expired"
        values={{ reset: link('/account/reset-password/') }}
      />
    </Typography>
  );
}
