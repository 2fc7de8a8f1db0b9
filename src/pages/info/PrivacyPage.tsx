import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { privacyContent } from '../../features/info/content/privacyContent';

export default function PrivacyPage() {
  return (
    <ShopPageOr slug="privacy">
      <InfoArticle title={routeTitles.privacy} content={privacyContent} />
    </ShopPageOr>
  );
}
