import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { returnsContent } from '../../features/info/content/returnsContent';

export default function ReturnsPage() {
  return (
    <ShopPageOr slug="returns">
      <InfoArticle title={routeTitles.returns} content={returnsContent} />
    </ShopPageOr>
  );
}
