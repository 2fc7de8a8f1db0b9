import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { PaymentCallbackView } from '../features/payment/PaymentCallbackView';

export default function PaymentCallbackPage() {
  return (
    <>
      <PageHeading title={routeTitles.paymentCallback}>
        <FormattedMessage
          id="page.paymentCallback.intro"
          defaultMessage="We are checking the result of your payment with the payment provider."
          description="Lead paragraph of the paymentCallback page"
        />
      </PageHeading>
      <PaymentCallbackView />
    </>
  );
}
