import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { CheckoutView } from '../../features/checkout/CheckoutView';

export default function CheckoutPage() {
  return (
    <>
      <PageHeading title={routeTitles.checkout}>
        <FormattedMessage
          id="page.checkout.intro"
          defaultMessage="Your details, delivery and payment, step by step."
          description="Lead paragraph of the checkout page"
        />
      </PageHeading>
      <CheckoutView />
    </>
  );
}
