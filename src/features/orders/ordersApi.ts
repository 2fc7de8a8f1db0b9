import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutCreateFromOrderDocument,
  MyOrdersDocument,
  OrderByIdDocument,
  OrderInLanguageDocument,
  OrderByTokenDocument,
  type CheckoutCreateFromOrderMutation,
  type CheckoutCreateFromOrderMutationVariables,
  type MyOrdersQuery,
  type MyOrdersQueryVariables,
  type OrderByIdQuery,
  type OrderByIdQueryVariables,
  type OrderInLanguageQuery,
  type OrderInLanguageQueryVariables,
  type OrderByTokenQuery,
  type OrderByTokenQueryVariables,
} from './Order.generated';
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
    orderByToken: build.query<WithGraphQLErrors<OrderByTokenQuery>, OrderByTokenQueryVariables>({
      query: (variables) => ({ document: OrderByTokenDocument, variables }),
      providesTags: ['Order'],
    }),
    orderById: build.query<WithGraphQLErrors<OrderByIdQuery>, OrderByIdQueryVariables>({
      query: (variables) => ({ document: OrderByIdDocument, variables }),
      providesTags: ['Order'],
    }),
    orderInLanguage: build.query<WithGraphQLErrors<OrderInLanguageQuery>, OrderInLanguageQueryVariables>({
      query: (variables) => ({ document: OrderInLanguageDocument, variables }),
      providesTags: ['Order'],
    }),
    myOrders: build.query<WithGraphQLErrors<MyOrdersQuery>, MyOrdersQueryVariables>({
      query: (variables) => ({ document: MyOrdersDocument, variables }),
      providesTags: ['Orders'],
    }),
    checkoutCreateFromOrder: build.mutation<
      WithGraphQLErrors<CheckoutCreateFromOrderMutation>,
      CheckoutCreateFromOrderMutationVariables
    >({
      query: (variables) => ({ document: CheckoutCreateFromOrderDocument, variables }),
      invalidatesTags: ['Checkout'],
    }),
  }),
});

export const { useOrderSummaryByTokenQuery, useMyOrdersQuery, useOrderInLanguageQuery } = ordersApi;
