import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutAddressBookDocument,
  type CheckoutAddressBookQuery,
  type CheckoutAddressBookQueryVariables,
} from './CheckoutAddressBook.generated';
import { CART_TAG } from './checkoutApi';
import { checkoutDetailsApi, type CheckoutViewData } from './checkoutDetailsApi';
import { cachedVoucherCode, noticeDroppedVoucher, voucherDropped } from './droppedVoucher';
import { languageOf, otherLanguageViews, sendInLanguage, type InLanguage } from './inLanguage';
import {
  CheckoutDetailsUpdateDocument,
  CheckoutShippingMethodUpdateDocument,
  type CheckoutDetailsUpdateMutation,
  type CheckoutDetailsUpdateMutationVariables,
  type CheckoutShippingMethodUpdateMutation,
  type CheckoutShippingMethodUpdateMutationVariables,
} from './Checkout.generated';
import {
  CheckoutCompleteDocument,
  type CheckoutCompleteMutation,
  type CheckoutCompleteMutationVariables,
} from './CheckoutComplete.generated';

type StepAnswer = { checkout: CheckoutViewData | null } | null | undefined;

/**
 * A checkout step's mutation. Its answer carries the whole checkout, which replaces the page's cached
 * one: no second request after each step. `answersOf` gives the answers of the document's mutations in
 * the order the server runs them: the last checkout among them holds every change (cached in the
 * language it was asked in: inLanguage.ts). The cart page's
 * view (its totals change with an address or a shipping method) is dropped, to be fetched when shown.
 */
function stepMutation<Result, Variables extends { id: string | number }>(
  build: Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0],
  document: unknown,
  answersOf: (data: Result) => StepAnswer[],
) {
  return build.mutation<WithGraphQLErrors<Result>, InLanguage<Variables>>({
    queryFn: sendInLanguage<Result>(document as string),
    async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
      const { id } = args;
      const languageCode = languageOf(args, getState);
      const voucherBefore = cachedVoucherCode(getState(), String(id), languageCode);
      const checkout = await queryFulfilled.then(
        ({ data }) =>
          answersOf(data)
            .map((answer) => answer?.checkout)
            .filter(Boolean)
            .pop(),
        () => null,
      );
      if (!checkout) return;
      dispatch(
        checkoutDetailsApi.util.upsertQueryEntries([
          { endpointName: 'checkoutDetails', arg: { id, languageCode }, value: { checkout } },
        ]),
      );
      dispatch(baseApi.util.invalidateTags(otherLanguageViews(languageCode, ['details'])));
      // A new address or delivery method can leave the voucher's conditions unmet.
      if (voucherDropped(voucherBefore, checkout)) dispatch(noticeDroppedVoucher(voucherBefore));
    },
    invalidatesTags: (result) => (result ? [CART_TAG] : []),
  });
}

export const checkoutStepsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutAddressBook: build.query<
      WithGraphQLErrors<CheckoutAddressBookQuery>,
      CheckoutAddressBookQueryVariables
    >({
      query: (variables) => ({ document: CheckoutAddressBookDocument, variables }),
      providesTags: ['Me'],
    }),
    // The contact and the addresses: whichever of them a step has to send, in one request.
    checkoutDetailsUpdate: stepMutation<
      CheckoutDetailsUpdateMutation,
      CheckoutDetailsUpdateMutationVariables
    >(build, CheckoutDetailsUpdateDocument, (data) => [
      data.checkoutEmailUpdate,
      data.checkoutShippingAddressUpdate,
      data.checkoutBillingAddressUpdate,
    ]),
    checkoutShippingMethodUpdate: stepMutation<
      CheckoutShippingMethodUpdateMutation,
      CheckoutShippingMethodUpdateMutationVariables
    >(build, CheckoutShippingMethodUpdateDocument, (data) => [data.checkoutShippingMethodUpdate]),
    // Completion makes an order: lists of orders are stale afterwards.
    checkoutComplete: build.mutation<
      WithGraphQLErrors<CheckoutCompleteMutation>,
      CheckoutCompleteMutationVariables
    >({
      query: (variables) => ({ document: CheckoutCompleteDocument, variables }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useCheckoutAddressBookQuery,
  useCheckoutDetailsUpdateMutation,
  useCheckoutShippingMethodUpdateMutation,
} = checkoutStepsApi;
