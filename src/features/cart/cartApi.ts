import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  CartCheckoutDocument,
  CartCreateDocument,
  CartLinesAddDocument,
  CartLinesDeleteDocument,
  CartLinesUpdateDocument,
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

// The cart's operations. Mutations invalidate 'Checkout', so the header's count and any page showing
// the checkout fetch it again.

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartCheckout: build.query<WithGraphQLErrors<CartCheckoutQuery>, CartCheckoutQueryVariables>({
      query: (variables) => ({ document: CartCheckoutDocument, variables }),
      providesTags: ['Checkout'],
    }),
    cartCreate: build.mutation<WithGraphQLErrors<CartCreateMutation>, CartCreateMutationVariables>({
      query: (variables) => ({ document: CartCreateDocument, variables }),
      invalidatesTags: ['Checkout'],
    }),
    cartLinesAdd: build.mutation<WithGraphQLErrors<CartLinesAddMutation>, CartLinesAddMutationVariables>({
      query: (variables) => ({ document: CartLinesAddDocument, variables }),
      invalidatesTags: ['Checkout'],
    }),
    cartLinesUpdate: build.mutation<
      WithGraphQLErrors<CartLinesUpdateMutation>,
      CartLinesUpdateMutationVariables
    >({
      query: (variables) => ({ document: CartLinesUpdateDocument, variables }),
      // The answer is the cart itself: the page shows it at once, so a quantity stepper that just
      // settled shows the server's quantity without waiting for the refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const checkout = await queryFulfilled.then(
          ({ data }) => data.checkoutLinesUpdate?.checkout,
          () => null,
        );
        if (checkout)
          dispatch(cartApi.util.updateQueryData('cartCheckout', { id }, (draft) => ({ ...draft, checkout })));
      },
      invalidatesTags: ['Checkout'],
    }),
    cartLinesDelete: build.mutation<
      WithGraphQLErrors<CartLinesDeleteMutation>,
      CartLinesDeleteMutationVariables
    >({
      query: (variables) => ({ document: CartLinesDeleteDocument, variables }),
      invalidatesTags: ['Checkout'],
    }),
  }),
});

export const { useCartCheckoutQuery, useCartLinesUpdateMutation, useCartLinesDeleteMutation } = cartApi;
