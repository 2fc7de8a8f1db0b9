import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { checkoutIdFromToken } from '../../lib/globalId';
import {
  CART_TAG,
  checkoutAnswered,
  languageOf,
  otherLanguageViews,
  sendInLanguage,
  viewTag,
  type InLanguage,
} from '../checkout';
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
// of them asks for it again. Names come in the shopper's language (checkout/inLanguage.ts).

type CartAnswer = { checkout: CartCheckoutFragment | null } | null | undefined;

/** Puts a cart mutation's answer where the pages read the cart, in the language it was asked in. */
async function takeAnswer(
  queryFulfilled: Promise<{ data: unknown }>,
  answerOf: (data: never) => CartAnswer,
  dispatch: Dispatch,
  languageCode: LanguageCodeEnum,
) {
  const checkout = await queryFulfilled.then(
    ({ data }) => answerOf(data as never)?.checkout,
    () => null,
  );
  if (!checkout) return;
  dispatch(
    cartApi.util.upsertQueryEntries([
      {
        endpointName: 'cartCheckout',
        arg: { id: checkoutIdFromToken(checkout.token), languageCode },
        value: { checkout },
      },
    ]),
  );
  dispatch(checkoutAnswered(checkout, languageCode));
  dispatch(baseApi.util.invalidateTags(otherLanguageViews(languageCode, ['cart', 'details'])));
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartCheckout: build.query<WithGraphQLErrors<CartCheckoutQuery>, CartCheckoutQueryVariables>({
      query: (variables) => ({ document: CartCheckoutDocument, variables }),
      providesTags: (_result, _error, { languageCode }) => [CART_TAG, viewTag('cart', languageCode)],
    }),
    cartCreate: build.mutation<
      WithGraphQLErrors<CartCreateMutation>,
      InLanguage<CartCreateMutationVariables>
    >({
      queryFn: sendInLanguage<CartCreateMutation>(CartCreateDocument),
      onQueryStarted: (args, { dispatch, getState, queryFulfilled }) =>
        takeAnswer(
          queryFulfilled,
          (data: CartCreateMutation) => data.checkoutCreate,
          dispatch,
          languageOf(args, getState),
        ),
    }),
    cartLinesAdd: build.mutation<
      WithGraphQLErrors<CartLinesAddMutation>,
      InLanguage<CartLinesAddMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesAddMutation>(CartLinesAddDocument),
      onQueryStarted: (args, { dispatch, getState, queryFulfilled }) =>
        takeAnswer(
          queryFulfilled,
          (data: CartLinesAddMutation) => data.checkoutLinesAdd,
          dispatch,
          languageOf(args, getState),
        ),
    }),
    cartLinesUpdate: build.mutation<
      WithGraphQLErrors<CartLinesUpdateMutation>,
      InLanguage<CartLinesUpdateMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesUpdateMutation>(CartLinesUpdateDocument),
      // A quantity stepper that just settled shows the server's quantity at once.
      onQueryStarted: (args, { dispatch, getState, queryFulfilled }) =>
        takeAnswer(
          queryFulfilled,
          (data: CartLinesUpdateMutation) => data.checkoutLinesUpdate,
          dispatch,
          languageOf(args, getState),
        ),
    }),
    cartLinesDelete: build.mutation<
      WithGraphQLErrors<CartLinesDeleteMutation>,
      InLanguage<CartLinesDeleteMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesDeleteMutation>(CartLinesDeleteDocument),
      onQueryStarted: (args, { dispatch, getState, queryFulfilled }) =>
        takeAnswer(
          queryFulfilled,
          (data: CartLinesDeleteMutation) => data.checkoutLinesDelete,
          dispatch,
          languageOf(args, getState),
        ),
    }),
  }),
});

export const { useCartCheckoutQuery, useCartLinesUpdateMutation, useCartLinesDeleteMutation } = cartApi;
