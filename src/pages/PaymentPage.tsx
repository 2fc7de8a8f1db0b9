import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { PaymentView } from '../features/payment/PaymentView';

export default function PaymentPage() {
  return (
    <>
      <PageHeading title={routeTitles.payment}>
        <FormattedMessage
          id="page.payment.intro"
          defaultMessage="Choose how you want to pay for your order."
          description="Lead paragraph of the payment page"
        />
      </PageHeading>
      <PaymentView />
    </>
  );
}
