import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { ProductListing } from '../features/catalog/listing/ProductListing';

/** /products: everything in the shop, page by page, in the order the shopper picks. */
export default function ProductsPage() {
  return (
    <>
      <PageHeading title={routeTitles.products}>
        <FormattedMessage
          id="page.products.intro"
          defaultMessage="Everything in the shop, page by page."
          description="Lead paragraph of the products page"
        />
      </PageHeading>
      <ProductListing filters={false} />
    </>
  );
}
