import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutPaymentCreateDocument,
  CheckoutPaymentGatewaysDocument,
  OrderPaymentCheckDocument,
  ShopPaymentGatewaysDocument,
  TransactionInitializeDocument,
  TransactionProcessDocument,
  type CheckoutPaymentCreateMutation,
  type CheckoutPaymentCreateMutationVariables,
  type CheckoutPaymentGatewaysQuery,
  type CheckoutPaymentGatewaysQueryVariables,
  type OrderPaymentCheckQuery,
  type OrderPaymentCheckQueryVariables,
  type ShopPaymentGatewaysQuery,
  type ShopPaymentGatewaysQueryVariables,
  type TransactionInitializeMutation,
  type TransactionInitializeMutationVariables,
  type TransactionProcessMutation,
  type TransactionProcessMutationVariables,
} from './Payment.generated';
import {
  TransactionEventsDocument,
  type TransactionEventsQuery,
  type TransactionEventsQueryVariables,
} from './TransactionEvents.generated';

// The payment operations, and a transaction's events. A payment changes what an order owes: order
// views fetch again afterwards.

export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutPaymentGateways: build.query<
      WithGraphQLErrors<CheckoutPaymentGatewaysQuery>,
      CheckoutPaymentGatewaysQueryVariables
    >({
      query: (variables) => ({ document: CheckoutPaymentGatewaysDocument, variables }),
      providesTags: ['Checkout'],
    }),
    shopPaymentGateways: build.query<
      WithGraphQLErrors<ShopPaymentGatewaysQuery>,
      ShopPaymentGatewaysQueryVariables
    >({
      query: (variables) => ({ document: ShopPaymentGatewaysDocument, variables }),
    }),
    orderPaymentCheck: build.query<
      WithGraphQLErrors<OrderPaymentCheckQuery>,
      OrderPaymentCheckQueryVariables
    >({
      query: (variables) => ({ document: OrderPaymentCheckDocument, variables }),
      providesTags: ['Order'],
    }),
    transactionInitialize: build.mutation<
      WithGraphQLErrors<TransactionInitializeMutation>,
      TransactionInitializeMutationVariables
    >({
      query: (variables) => ({ document: TransactionInitializeDocument, variables }),
      invalidatesTags: ['Order', 'Transactions'],
    }),
    transactionProcess: build.mutation<
      WithGraphQLErrors<TransactionProcessMutation>,
      TransactionProcessMutationVariables
    >({
      query: (variables) => ({ document: TransactionProcessDocument, variables }),
      invalidatesTags: ['Order', 'Transactions'],
    }),
    checkoutPaymentCreate: build.mutation<
      WithGraphQLErrors<CheckoutPaymentCreateMutation>,
      CheckoutPaymentCreateMutationVariables
    >({
      query: (variables) => ({ document: CheckoutPaymentCreateDocument, variables }),
    }),
    transactionEvents: build.query<
      WithGraphQLErrors<TransactionEventsQuery>,
      TransactionEventsQueryVariables
    >({
      query: (variables) => ({ document: TransactionEventsDocument, variables }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const {
  useCheckoutPaymentGatewaysQuery,
  useShopPaymentGatewaysQuery,
  useOrderPaymentCheckQuery,
  useLazyTransactionEventsQuery,
} = paymentApi;
