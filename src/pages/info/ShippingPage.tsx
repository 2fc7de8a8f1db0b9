import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { shippingContent } from '../../features/info/content/shippingContent';

export default function ShippingPage() {
  return (
    <ShopPageOr slug="shipping">
      <InfoArticle title={routeTitles.shipping} content={shippingContent} />
    </ShopPageOr>
  );
}
