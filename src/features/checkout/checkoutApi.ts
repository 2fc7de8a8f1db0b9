import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutSummaryDocument,
  type CheckoutSummaryQuery,
  type CheckoutSummaryQueryVariables,
} from './CheckoutSummary.generated';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutSummary: build.query<WithGraphQLErrors<CheckoutSummaryQuery>, CheckoutSummaryQueryVariables>({
      query: (variables) => ({ document: CheckoutSummaryDocument, variables }),
      providesTags: ['Checkout'],
    }),
  }),
});

export const { useCheckoutSummaryQuery } = checkoutApi;
