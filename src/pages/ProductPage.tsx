import { useParams } from 'react-router-dom';
import { ProductDetailsPage } from '../features/product/ProductDetailsPage';

export default function ProductPage() {
  // The route validates the slug before this renders (routeTable: isSlug).
  const { slug = '' } = useParams();
  // Keyed by slug: moving to another product starts with its first picture and a fresh quantity.
  return <ProductDetailsPage key={slug} slug={slug} />;
}
