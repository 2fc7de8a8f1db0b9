import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function ResetPasswordPage() {
  return (
    <PageHeading title={routeTitles.resetPassword}>
      <FormattedMessage
        id="page.resetPassword.intro"
        defaultMessage="Choose a new password for your account."
        description="Lead paragraph of the resetPassword page"
      />
    </PageHeading>
  );
}
