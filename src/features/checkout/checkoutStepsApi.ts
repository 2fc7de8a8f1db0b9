import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CheckoutAddressBookDocument,
  type CheckoutAddressBookQuery,
  type CheckoutAddressBookQueryVariables,
} from './CheckoutAddressBook.generated';
import {
  CheckoutBillingAddressUpdateDocument,
  CheckoutDetailsDocument,
  CheckoutEmailUpdateDocument,
  CheckoutShippingAddressUpdateDocument,
  CheckoutShippingMethodUpdateDocument,
  type CheckoutBillingAddressUpdateMutation,
  type CheckoutBillingAddressUpdateMutationVariables,
  type CheckoutDetailsFragment,
  type CheckoutDetailsQuery,
  type CheckoutDetailsQueryVariables,
  type CheckoutEmailUpdateMutation,
  type CheckoutEmailUpdateMutationVariables,
  type CheckoutShippingAddressUpdateMutation,
  type CheckoutShippingAddressUpdateMutationVariables,
  type CheckoutShippingMethodUpdateMutation,
  type CheckoutShippingMethodUpdateMutationVariables,
} from './Checkout.generated';
import {
  CheckoutCompleteDocument,
  type CheckoutCompleteMutation,
  type CheckoutCompleteMutationVariables,
} from './CheckoutComplete.generated';

type StepAnswer = { checkout: CheckoutDetailsFragment | null } | null | undefined;

/**
 * A checkout step's mutation. Its answer carries the whole checkout, which replaces the page's cached
 * one: no second request after each step (the count of a guest checkout's requests stays low).
 */
function stepMutation<Result, Variables extends { id: string | number }>(
  build: Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0],
  document: unknown,
  answerOf: (data: Result) => StepAnswer,
) {
  return build.mutation<WithGraphQLErrors<Result>, Variables>({
    query: (variables) => ({ document: document as string, variables }),
    async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
      const checkout = await queryFulfilled.then(
        ({ data }) => answerOf(data)?.checkout,
        () => null,
      );
      if (checkout)
        await dispatch(
          checkoutStepsApi.util.upsertQueryData('checkoutDetails', { id }, {
            checkout,
          } as CheckoutDetailsQuery),
        );
    },
  });
}

export const checkoutStepsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutDetails: build.query<WithGraphQLErrors<CheckoutDetailsQuery>, CheckoutDetailsQueryVariables>({
      query: (variables) => ({ document: CheckoutDetailsDocument, variables }),
      providesTags: ['Checkout'],
    }),
    checkoutAddressBook: build.query<
      WithGraphQLErrors<CheckoutAddressBookQuery>,
      CheckoutAddressBookQueryVariables
    >({
      query: (variables) => ({ document: CheckoutAddressBookDocument, variables }),
      providesTags: ['Me'],
    }),
    checkoutEmailUpdate: stepMutation<CheckoutEmailUpdateMutation, CheckoutEmailUpdateMutationVariables>(
      build,
      CheckoutEmailUpdateDocument,
      (data) => data.checkoutEmailUpdate,
    ),
    checkoutShippingAddressUpdate: stepMutation<
      CheckoutShippingAddressUpdateMutation,
      CheckoutShippingAddressUpdateMutationVariables
    >(build, CheckoutShippingAddressUpdateDocument, (data) => data.checkoutShippingAddressUpdate),
    checkoutBillingAddressUpdate: stepMutation<
      CheckoutBillingAddressUpdateMutation,
      CheckoutBillingAddressUpdateMutationVariables
    >(build, CheckoutBillingAddressUpdateDocument, (data) => data.checkoutBillingAddressUpdate),
    checkoutShippingMethodUpdate: stepMutation<
      CheckoutShippingMethodUpdateMutation,
      CheckoutShippingMethodUpdateMutationVariables
    >(build, CheckoutShippingMethodUpdateDocument, (data) => data.checkoutShippingMethodUpdate),
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
  useCheckoutDetailsQuery,
  useCheckoutAddressBookQuery,
  useCheckoutEmailUpdateMutation,
  useCheckoutShippingAddressUpdateMutation,
  useCheckoutBillingAddressUpdateMutation,
  useCheckoutShippingMethodUpdateMutation,
} = checkoutStepsApi;
