import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { aboutContent } from '../../features/info/content/aboutContent';

export default function AboutPage() {
  return <InfoArticle title={routeTitles.about} content={aboutContent} />;
}
