import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function CategoryPage() {
  return <PageHeading title={routeTitles.category} />;
}
