import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { returnsContent } from '../../features/info/content/returnsContent';

export default function ReturnsPage() {
  return <InfoArticle title={routeTitles.returns} content={returnsContent} />;
}
