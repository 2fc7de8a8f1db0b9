import { useParams } from 'react-router-dom';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { OrderView } from '../features/orders/OrderView';
import { useOrderLinkToken } from '../features/orders/useOrderLinkToken';

export default function OrderPage() {
  const { number = '' } = useParams();
  // The confirmation email's link carries the order's token: it opens the order in any browser.
  const linkToken = useOrderLinkToken();
  // A token or global id stands in for the number until the order says its own.
  const shown = /^\d+$/.test(number) ? number : '';
  return (
    <>
      <PageHeading title={routeTitles.order} values={{ number: shown }} />
      <OrderView reference={number} linkToken={linkToken} />
    </>
  );
}
