import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { helpContent } from '../../features/info/content/helpContent';

export default function HelpPage() {
  return (
    <ShopPageOr slug="help">
      <InfoArticle title={routeTitles.help} content={helpContent} />
    </ShopPageOr>
  );
}
