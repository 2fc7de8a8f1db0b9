import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  OrderSummaryByTokenDocument,
  type OrderSummaryByTokenQuery,
  type OrderSummaryByTokenQueryVariables,
} from './OrderSummaryByToken.generated';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderSummaryByToken: build.query<
      WithGraphQLErrors<OrderSummaryByTokenQuery>,
      OrderSummaryByTokenQueryVariables
    >({
      query: (variables) => ({ document: OrderSummaryByTokenDocument, variables }),
      providesTags: ['Order'],
    }),
  }),
});

export const { useOrderSummaryByTokenQuery } = ordersApi;
