import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { helpContent } from '../../features/info/content/helpContent';

export default function HelpPage() {
  return <InfoArticle title={routeTitles.help} content={helpContent} />;
}
