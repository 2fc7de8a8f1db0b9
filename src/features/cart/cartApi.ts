import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { checkoutIdFromToken } from '../../lib/globalId';
import { CART_TAG, checkoutAnswered } from '../checkout';
import {
  CartCheckoutDocument,
  CartCreateDocument,
  CartLinesAddDocument,
  CartLinesDeleteDocument,
  CartLinesUpdateDocument,
  type CartCheckoutFragment,
  type CartCheckoutQuery,
  type CartCheckoutQueryVariables,
  type CartCreateMutation,
  type CartCreateMutationVariables,
  type CartLinesAddMutation,
  type CartLinesAddMutationVariables,
  type CartLinesDeleteMutation,
  type CartLinesDeleteMutationVariables,
  type CartLinesUpdateMutation,
  type CartLinesUpdateMutationVariables,
} from './Cart.generated';

// The cart's operations. Each mutation answers with the cart itself, which holds the checkout page's
// view too: the cart page, the header's count and the checkout page take it from the answer, and none
// of them asks for it again.

type CartAnswer = { checkout: CartCheckoutFragment | null } | null | undefined;

/** Puts a cart mutation's answer where the pages read the cart. */
async function takeAnswer(
  queryFulfilled: Promise<{ data: unknown }>,
  answerOf: (data: never) => CartAnswer,
  dispatch: Dispatch,
) {
  const checkout = await queryFulfilled.then(
    ({ data }) => answerOf(data as never)?.checkout,
    () => null,
  );
  if (!checkout) return;
  dispatch(
    cartApi.util.upsertQueryEntries([
      { endpointName: 'cartCheckout', arg: { id: checkoutIdFromToken(checkout.token) }, value: { checkout } },
    ]),
  );
  dispatch(checkoutAnswered(checkout));
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartCheckout: build.query<WithGraphQLErrors<CartCheckoutQuery>, CartCheckoutQueryVariables>({
      query: (variables) => ({ document: CartCheckoutDocument, variables }),
      providesTags: [CART_TAG],
    }),
    cartCreate: build.mutation<WithGraphQLErrors<CartCreateMutation>, CartCreateMutationVariables>({
      query: (variables) => ({ document: CartCreateDocument, variables }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        takeAnswer(queryFulfilled, (data: CartCreateMutation) => data.checkoutCreate, dispatch),
    }),
    cartLinesAdd: build.mutation<WithGraphQLErrors<CartLinesAddMutation>, CartLinesAddMutationVariables>({
      query: (variables) => ({ document: CartLinesAddDocument, variables }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        takeAnswer(queryFulfilled, (data: CartLinesAddMutation) => data.checkoutLinesAdd, dispatch),
    }),
    cartLinesUpdate: build.mutation<
      WithGraphQLErrors<CartLinesUpdateMutation>,
      CartLinesUpdateMutationVariables
    >({
      query: (variables) => ({ document: CartLinesUpdateDocument, variables }),
      // A quantity stepper that just settled shows the server's quantity at once.
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        takeAnswer(queryFulfilled, (data: CartLinesUpdateMutation) => data.checkoutLinesUpdate, dispatch),
    }),
    cartLinesDelete: build.mutation<
      WithGraphQLErrors<CartLinesDeleteMutation>,
      CartLinesDeleteMutationVariables
    >({
      query: (variables) => ({ document: CartLinesDeleteDocument, variables }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        takeAnswer(queryFulfilled, (data: CartLinesDeleteMutation) => data.checkoutLinesDelete, dispatch),
    }),
  }),
});

export const { useCartCheckoutQuery, useCartLinesUpdateMutation, useCartLinesDeleteMutation } = cartApi;
