import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  HomeFeaturedDocument,
  type HomeFeaturedQuery,
  type HomeFeaturedQueryVariables,
} from './HomeFeatured.generated';

// Injected from the home page's chunk, so its document loads with the page, not in the first script.
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeFeatured: build.query<WithGraphQLErrors<HomeFeaturedQuery>, HomeFeaturedQueryVariables>({
      query: (variables) => ({ document: HomeFeaturedDocument, variables }),
    }),
  }),
});

export const { useHomeFeaturedQuery } = homeApi;
