import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function ConfirmAccountPage() {
  return (
    <PageHeading title={routeTitles.accountConfirm}>
      <FormattedMessage
        id="page.accountConfirm.intro"
        defaultMessage="We are confirming your email address."
        description="Lead paragraph of the accountConfirm page"
      />
    </PageHeading>
  );
}
