import { useParams } from 'react-router-dom';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function OrderPage() {
  const { number } = useParams();
  return <PageHeading title={routeTitles.order} values={{ number: number ?? '' }} />;
}
