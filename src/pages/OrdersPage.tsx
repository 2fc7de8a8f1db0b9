import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { OrdersView } from '../features/orders/OrdersView';

export default function OrdersPage() {
  return (
    <>
      <PageHeading title={routeTitles.orders}>
        <FormattedMessage
          id="page.orders.intro"
          defaultMessage="Your orders, newest first."
          description="Lead paragraph of the orders page"
        />
      </PageHeading>
      <OrdersView />
    </>
  );
}
