import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { termsContent } from '../../features/info/content/termsContent';

export default function TermsPage() {
  return <InfoArticle title={routeTitles.terms} content={termsContent} />;
}
