import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function ProductPage() {
  return <PageHeading title={routeTitles.product} />;
}
