import type { WithGraphQLErrors } from '../../api/baseApi';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { checkoutIdFromToken } from '../../lib/globalId';
import type { CheckoutGatewaysFragment } from './Checkout.generated';
import {
  CheckoutDetailsDocument,
  type CheckoutDetailsFragment,
  type CheckoutDetailsQueryVariables,
} from './CheckoutDetails.generated';
import { checkoutApi } from './checkoutApi';
import { viewTag } from './inLanguage';

// The checkout page's view of the checkout, which the cart's mutations also answer with: apart from
// the header's count (checkoutApi.ts), so that its document loads with the pages that show or change
// a cart rather than with every page.

/**
 * The checkout page's view of the checkout. The answer of the step just before the payment also
 * carries the payment gateways, which the payment step then takes from here.
 */
export type CheckoutViewData = CheckoutDetailsFragment & Partial<CheckoutGatewaysFragment>;

const CHECKOUT_DETAILS_TAG = { type: 'Checkout', id: 'details' } as const;

export const checkoutDetailsApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutDetails: build.query<
      WithGraphQLErrors<{ checkout: CheckoutViewData | null }>,
      CheckoutDetailsQueryVariables
    >({
      query: (variables) => ({ document: CheckoutDetailsDocument, variables }),
      providesTags: (_result, _error, { languageCode }) => [
        CHECKOUT_DETAILS_TAG,
        viewTag('details', languageCode),
      ],
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
  return checkoutDetailsApi.util.upsertQueryEntries([
    { endpointName: 'checkoutSummary', arg: { id }, value: { checkout: summary } },
    { endpointName: 'checkoutDetails', arg: { id, languageCode }, value: { checkout } },
  ]);
};

export const { useCheckoutDetailsQuery } = checkoutDetailsApi;
