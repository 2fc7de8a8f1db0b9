import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { OrderConfirmation } from '../features/orders/OrderConfirmation';

export default function OrderSuccessPage() {
  return (
    <>
      <PageHeading title={routeTitles.orderSuccess}>
        <FormattedMessage
          id="page.orderSuccess.intro"
          defaultMessage="Your order has been received."
          description="Lead paragraph of the orderSuccess page"
        />
      </PageHeading>
      <OrderConfirmation />
    </>
  );
}
