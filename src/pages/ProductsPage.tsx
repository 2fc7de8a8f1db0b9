import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function ProductsPage() {
  return (
    <PageHeading title={routeTitles.products}>
      <FormattedMessage
        id="page.products.intro"
        defaultMessage="Everything in the shop, page by page."
        description="Lead paragraph of the products page"
      />
    </PageHeading>
  );
}
