import { baseApi, type ApiError, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CategoryDetailsDocument,
  type CategoryDetailsQuery,
  type CategoryDetailsQueryVariables,
} from './category/CategoryDetails.generated';
import {
  CollectionDetailsDocument,
  type CollectionDetailsQuery,
  type CollectionDetailsQueryVariables,
} from './collection/CollectionDetails.generated';
import {
  CollectionProductsDocument,
  type CollectionProductsQuery,
  type CollectionProductsQueryVariables,
} from './collection/CollectionProducts.generated';
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
  FilterScopeDocument,
  type FilterScopeQuery,
  type FilterScopeQueryVariables,
} from './listing/FilterScope.generated';
import {
  emptyScope,
  MAX_SCOPE_PRODUCTS,
  unreadScope,
  withScopePage,
  type FilterScope,
} from './listing/filterScope';
import {
  ProductListDocument,
  type ProductListQuery,
  type ProductListQueryVariables,
} from './listing/ProductList.generated';

/** The products whose values a listing's filters offer: its words and its category or collection, if any. */
export interface FilterScopeArgs {
  channel: string;
  search?: string;
  categoryId?: string;
  collectionId?: string;
}

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
    /**
     * What the products in a scope carry, read 100 at a time: ceil(n / 100) requests for n products,
     * one when there are more than MAX_SCOPE_PRODUCTS (the filters then offer every value).
     */
    filterScope: build.query<FilterScope, FilterScopeArgs>({
      async queryFn({ channel, search, categoryId, collectionId }, _api, _extra, baseQuery) {
        let scope = emptyScope;
        let after: string | null = null;
        do {
          const variables: FilterScopeQueryVariables = {
            channel,
            ...(search ? { search } : {}),
            ...(categoryId || collectionId
              ? {
                  filter: {
                    ...(categoryId ? { categories: [categoryId] } : {}),
                    ...(collectionId ? { collections: [collectionId] } : {}),
                  },
                }
              : {}),
            ...(after ? { after } : {}),
          };
          const result = await baseQuery({ document: FilterScopeDocument, variables });
          if (result.error) return { error: result.error as ApiError };
          const answer = result.data as WithGraphQLErrors<FilterScopeQuery>;
          const page = answer.products;
          if (!page)
            return {
              error: {
                status: 200,
                message: 'The answer holds no products.',
                graphQLErrors: answer.graphQLErrors ?? [],
              } satisfies ApiError,
            };
          if ((page.totalCount ?? 0) > MAX_SCOPE_PRODUCTS) return { data: unreadScope };
          scope = withScopePage(scope, page);
          after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        } while (after);
        return { data: scope };
      },
    }),
    categoryTree: build.query<WithGraphQLErrors<CategoryTreeQuery>, CategoryTreeQueryVariables>({
      query: (variables) => ({ document: CategoryTreeDocument, variables }),
    }),
    categoryDetails: build.query<WithGraphQLErrors<CategoryDetailsQuery>, CategoryDetailsQueryVariables>({
      query: (variables) => ({ document: CategoryDetailsDocument, variables }),
    }),
    collectionDetails: build.query<
      WithGraphQLErrors<CollectionDetailsQuery>,
      CollectionDetailsQueryVariables
    >({
      query: (variables) => ({ document: CollectionDetailsDocument, variables }),
    }),
    collectionProducts: build.query<
      WithGraphQLErrors<CollectionProductsQuery>,
      CollectionProductsQueryVariables
    >({
      query: (variables) => ({ document: CollectionProductsDocument, variables }),
    }),
  }),
});

export const {
  useProductListQuery,
  useFilterAttributesQuery,
  useFilterScopeQuery,
  useCategoryTreeQuery,
  useCategoryDetailsQuery,
  useCollectionDetailsQuery,
  useCollectionProductsQuery,
} = listingApi;
