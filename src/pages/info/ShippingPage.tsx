import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function ShippingPage() {
  return (
    <PageHeading title={routeTitles.shipping}>
      <FormattedMessage
        id="page.shipping.intro"
        defaultMessage="Where we deliver, how long it takes and what it costs."
        description="Lead paragraph of the shipping page"
      />
    </PageHeading>
  );
}
