import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutSummaryDocument,
  type CheckoutSummaryQuery,
  type CheckoutSummaryQueryVariables,
} from './CheckoutSummary.generated';

// What every page needs of the checkout (the header's count). The checkout page's own operations are
// in checkoutStepsApi.ts, so that their documents load with that page, not with every page.

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutSummary: build.query<WithGraphQLErrors<CheckoutSummaryQuery>, CheckoutSummaryQueryVariables>({
      query: (variables) => ({ document: CheckoutSummaryDocument, variables }),
      providesTags: ['Checkout'],
    }),
  }),
});

export const { useCheckoutSummaryQuery } = checkoutApi;
