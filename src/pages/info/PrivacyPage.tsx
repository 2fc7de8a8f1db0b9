import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { privacyContent } from '../../features/info/content/privacyContent';

export default function PrivacyPage() {
  return <InfoArticle title={routeTitles.privacy} content={privacyContent} />;
}
