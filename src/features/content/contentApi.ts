import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  ContentPageDocument,
  type ContentPageQuery,
  type ContentPageQueryVariables,
} from './ContentPage.generated';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: build.query<WithGraphQLErrors<ContentPageQuery>, ContentPageQueryVariables>({
      query: (variables) => ({ document: ContentPageDocument, variables }),
    }),
  }),
});

export const { useContentPageQuery } = contentApi;
