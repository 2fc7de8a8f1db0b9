import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function CartPage() {
  return (
    <PageHeading title={routeTitles.cart}>
      <FormattedMessage
        id="page.cart.intro"
        defaultMessage="Review the items in your cart, change quantities and go on to checkout."
        description="Lead paragraph of the cart page"
      />
    </PageHeading>
  );
}
