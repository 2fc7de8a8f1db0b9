import { selectIsLoggedIn } from '../auth';
import { useAppSelector } from '../../app/hooks';

/**
 * Where "All products" leads. /products carries the spec's guest marker (a customer who opens it is
 * sent on to /search), so a logged-in shopper is linked to /search straight away: with no words and
 * no filters it is the same listing, titled as all products.
 */
export function useAllProductsPath(): string {
  return useAppSelector(selectIsLoggedIn) ? '/search' : '/products';
}
