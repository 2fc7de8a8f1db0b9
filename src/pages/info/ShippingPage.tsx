import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { shippingContent } from '../../features/info/content/shippingContent';

export default function ShippingPage() {
  return <InfoArticle title={routeTitles.shipping} content={shippingContent} />;
}
