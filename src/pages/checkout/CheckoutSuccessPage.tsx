import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { OrderConfirmation } from '../../features/orders/OrderConfirmation';

export default function CheckoutSuccessPage() {
  return (
    <>
      <PageHeading title={routeTitles.checkoutSuccess}>
        <FormattedMessage
          id="page.checkoutSuccess.intro"
          defaultMessage="Thank you. Your order has been placed."
          description="Lead paragraph of the checkoutSuccess page"
        />
      </PageHeading>
      <OrderConfirmation />
    </>
  );
}
