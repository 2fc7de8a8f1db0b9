import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { WishlistView } from '../features/wishlist/WishlistView';

export default function WishlistPage() {
  return (
    <>
      <PageHeading title={routeTitles.wishlist}>
        <FormattedMessage
          id="page.wishlist.intro"
          defaultMessage="Products you saved for later, kept in this browser."
          description="Lead paragraph of the wishlist page"
        />
      </PageHeading>
      <WishlistView />
    </>
  );
}
