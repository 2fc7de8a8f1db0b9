import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { PaymentTest } from '../payment/PaymentTest';

export default function PaymentTestPage() {
  return (
    <>
      <PageHeading title={routeTitles.paymentTest}>
        <FormattedMessage
          id="page.paymentTest.intro"
          defaultMessage="Run a small test payment against a gateway and watch each event."
          description="Lead paragraph of the paymentTest page"
        />
      </PageHeading>
      <PaymentTest />
    </>
  );
}
