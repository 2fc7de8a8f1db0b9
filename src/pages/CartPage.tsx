import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { CartView } from '../features/cart/CartView';

export default function CartPage() {
  return (
    <>
      <PageHeading title={routeTitles.cart} />
      <CartView />
    </>
  );
}
