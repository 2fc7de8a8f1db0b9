import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { checkoutIdFromToken } from '../../lib/globalId';
import {
  CheckoutSummaryDocument,
  type CheckoutSummaryQuery,
  type CheckoutSummaryQueryVariables,
} from './CheckoutSummary.generated';
import type { CheckoutGatewaysFragment } from './Checkout.generated';
import {
  CheckoutDetailsDocument,
  type CheckoutDetailsFragment,
  type CheckoutDetailsQueryVariables,
} from './CheckoutDetails.generated';

// What every page needs of the checkout (the header's count), and the checkout page's view of it, which
// the cart's mutations answer with. The checkout page's own mutations are in checkoutStepsApi.ts, so
// that their documents load with that page, not with every page.

/**
 * The cached views of the checkout, each also tagged 'Checkout' (which drops them all). A mutation
 * updates the views its answer covers from that answer and drops only the others: the cart's
 * mutations drop the checkout page's view, the checkout steps' mutations the cart page's.
 */
/**
 * The checkout page's view of the checkout. The answer of the step just before the payment also
 * carries the payment gateways, which the payment step then takes from here.
 */
export type CheckoutViewData = CheckoutDetailsFragment & Partial<CheckoutGatewaysFragment>;

export const CART_TAG = { type: 'Checkout', id: 'cart' } as const;
export const CHECKOUT_DETAILS_TAG = { type: 'Checkout', id: 'details' } as const;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutSummary: build.query<WithGraphQLErrors<CheckoutSummaryQuery>, CheckoutSummaryQueryVariables>({
      query: (variables) => ({ document: CheckoutSummaryDocument, variables }),
      providesTags: ['Checkout'],
    }),
    checkoutDetails: build.query<
      WithGraphQLErrors<{ checkout: CheckoutViewData | null }>,
      CheckoutDetailsQueryVariables
    >({
      query: (variables) => ({ document: CheckoutDetailsDocument, variables }),
      providesTags: [CHECKOUT_DETAILS_TAG],
    }),
  }),
});

/**
 * The header's count and the checkout page's view from a mutation that answered with the whole view
 * (the cart's), in the language it was asked in: neither is fetched again.
 */
export const checkoutAnswered = (checkout: CheckoutDetailsFragment, languageCode: LanguageCodeEnum) => {
  const id = checkoutIdFromToken(checkout.token);
  const summary = { id, token: checkout.token, quantity: checkout.quantity };
  return checkoutApi.util.upsertQueryEntries([
    { endpointName: 'checkoutSummary', arg: { id }, value: { checkout: summary } },
    { endpointName: 'checkoutDetails', arg: { id, languageCode }, value: { checkout } },
  ]);
};

export const { useCheckoutSummaryQuery, useCheckoutDetailsQuery } = checkoutApi;
