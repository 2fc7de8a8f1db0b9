import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  SearchSuggestionsDocument,
  type SearchSuggestionsQuery,
  type SearchSuggestionsQueryVariables,
} from './SearchSuggestions.generated';

// Injected when the header's suggestions are first needed (this file loads with them, on demand).
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSuggestions: build.query<
      WithGraphQLErrors<SearchSuggestionsQuery>,
      SearchSuggestionsQueryVariables
    >({
      query: (variables) => ({ document: SearchSuggestionsDocument, variables }),
      // Suggestions for words typed a minute ago are not worth keeping in memory.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useLazySearchSuggestionsQuery } = searchApi;
