import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutSummaryDocument,
  type CheckoutSummaryQuery,
  type CheckoutSummaryQueryVariables,
} from './CheckoutSummary.generated';

// What every page needs of the checkout: the header's count. The checkout page's view of it is in
// checkoutDetailsApi.ts and its mutations in checkoutStepsApi.ts, so that their documents load with
// the pages that use them, not with every page.

/**
 * The cached views of the checkout, each also tagged 'Checkout' (which drops them all). A mutation
 * updates the views its answer covers from that answer and drops only the others: the cart's
 * mutations drop the checkout page's view, the checkout steps' mutations the cart page's.
 */
export const CART_TAG = { type: 'Checkout', id: 'cart' } as const;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutSummary: build.query<WithGraphQLErrors<CheckoutSummaryQuery>, CheckoutSummaryQueryVariables>({
      query: (variables) => ({ document: CheckoutSummaryDocument, variables }),
      providesTags: ['Checkout'],
    }),
  }),
});

export const { useCheckoutSummaryQuery } = checkoutApi;
