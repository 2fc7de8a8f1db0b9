import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  TransactionEventsDocument,
  type TransactionEventsQuery,
  type TransactionEventsQueryVariables,
} from './TransactionEvents.generated';

export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    transactionEvents: build.query<
      WithGraphQLErrors<TransactionEventsQuery>,
      TransactionEventsQueryVariables
    >({
      query: (variables) => ({ document: TransactionEventsDocument, variables }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const { useLazyTransactionEventsQuery } = transactionsApi;
