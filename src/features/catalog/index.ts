// The catalog feature's public face: what other features may use. Everything else in this folder is its own.

export type { HeaderCategoriesQuery } from './HeaderCategories.generated';
export { useHeaderCategoriesQuery } from './catalogApi';
export { ProductGrid } from './listing/ProductGrid';
export { ProductGridSkeleton } from './listing/ProductGridSkeleton';
export { useAllProductsPath } from './useAllProductsPath';
export {
  HEADER_CATEGORY_COUNT,
  headerNavigation,
  useHeaderNavigation,
  useHeaderNavigationArgs,
  type HeaderNavigation,
} from './useHeaderNavigation';
