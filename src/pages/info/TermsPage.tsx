import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { termsContent } from '../../features/info/content/termsContent';

export default function TermsPage() {
  return (
    <ShopPageOr slug="terms">
      <InfoArticle title={routeTitles.terms} content={termsContent} />
    </ShopPageOr>
  );
}
