import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  HeaderCategoriesDocument,
  type HeaderCategoriesQuery,
  type HeaderCategoriesQueryVariables,
} from './HeaderCategories.generated';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    headerCategories: build.query<WithGraphQLErrors<HeaderCategoriesQuery>, HeaderCategoriesQueryVariables>({
      query: (variables) => ({ document: HeaderCategoriesDocument, variables }),
    }),
  }),
});

export const { useHeaderCategoriesQuery } = catalogApi;
