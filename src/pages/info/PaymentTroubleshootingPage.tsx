import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function PaymentTroubleshootingPage() {
  return (
    <PageHeading title={routeTitles.paymentTroubleshooting}>
      <FormattedMessage
        id="page.paymentTroubleshooting.intro"
        defaultMessage="What each payment error means and what to do about it."
        description="Lead paragraph of the paymentTroubleshooting page"
      />
    </PageHeading>
  );
}
