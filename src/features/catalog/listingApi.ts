import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CategoryDetailsDocument,
  type CategoryDetailsQuery,
  type CategoryDetailsQueryVariables,
} from './category/CategoryDetails.generated';
import {
  CategoryTreeDocument,
  type CategoryTreeQuery,
  type CategoryTreeQueryVariables,
} from './category/CategoryTree.generated';
import {
  FilterAttributesDocument,
  type FilterAttributesQuery,
  type FilterAttributesQueryVariables,
} from './listing/FilterAttributes.generated';
import {
  ProductListDocument,
  type ProductListQuery,
  type ProductListQueryVariables,
} from './listing/ProductList.generated';

// The listing pages' operations. Not in catalogApi.ts: the header imports that file, so whatever it
// imports is in every first load; these documents load with the listing pages' chunks instead.

export const listingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<WithGraphQLErrors<ProductListQuery>, ProductListQueryVariables>({
      query: (variables) => ({ document: ProductListDocument, variables }),
    }),
    filterAttributes: build.query<WithGraphQLErrors<FilterAttributesQuery>, FilterAttributesQueryVariables>({
      query: (variables) => ({ document: FilterAttributesDocument, variables }),
    }),
    categoryTree: build.query<WithGraphQLErrors<CategoryTreeQuery>, void>({
      query: () => ({ document: CategoryTreeDocument, variables: {} satisfies CategoryTreeQueryVariables }),
    }),
    categoryDetails: build.query<WithGraphQLErrors<CategoryDetailsQuery>, CategoryDetailsQueryVariables>({
      query: (variables) => ({ document: CategoryDetailsDocument, variables }),
    }),
  }),
});

export const {
  useProductListQuery,
  useFilterAttributesQuery,
  useCategoryTreeQuery,
  useCategoryDetailsQuery,
} = listingApi;
