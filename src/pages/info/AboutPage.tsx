import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { aboutContent } from '../../features/info/content/aboutContent';

export default function AboutPage() {
  return (
    <ShopPageOr slug="about">
      <InfoArticle title={routeTitles.about} content={aboutContent} />
    </ShopPageOr>
  );
}
