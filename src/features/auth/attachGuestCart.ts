import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { failureOf, serverMessage } from '../../api/failure';
import { isStaleFailure, checkoutCleared, selectCheckoutId, type CheckoutState } from '../checkout';
import {
  CheckoutCustomerAttachDocument,
  type CheckoutCustomerAttachMutation,
  type CheckoutCustomerAttachMutationVariables,
} from './CheckoutCustomerAttach.generated';

// A cart made as a guest stays with the shopper after login: the stored checkout is attached to the customer
// who just logged in. Loaded on demand by the login listener (guestCartListener).

const attachApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutCustomerAttach: build.mutation<
      WithGraphQLErrors<CheckoutCustomerAttachMutation>,
      CheckoutCustomerAttachMutationVariables
    >({
      query: (variables) => ({ document: CheckoutCustomerAttachDocument, variables }),
      invalidatesTags: ['Checkout'],
    }),
  }),
});

export type AttachOutcome = 'no-cart' | 'attached' | 'cart-gone' | 'failed';

/**
 * Attaches the stored checkout to the logged-in customer. A checkout the server no longer knows is
 * forgotten silently (the next add starts a new cart); any other failure is logged and left alone:
 * the login has happened either way, and the cart still works as it is.
 */
export function attachGuestCart(): ThunkAction<
  Promise<AttachOutcome>,
  { checkout: CheckoutState },
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const token = getState().checkout.token;
    const id = selectCheckoutId(getState());
    if (!token || !id) return 'no-cart';
    const result = await dispatch(
      attachApi.endpoints.checkoutCustomerAttach.initiate({ id }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.checkoutCustomerAttach);
    if (!failure && result.data?.checkoutCustomerAttach?.checkout) return 'attached';
    // No error and no checkout: the server has no checkout under that id; or it said the cart is gone.
    const saidNothing = !failure && !result.data?.graphQLErrors?.length;
    if (saidNothing || (failure && isStaleFailure(failure))) {
      // The cart may have changed meanwhile (a new one started): only the one tried is forgotten.
      if (getState().checkout.token === token) dispatch(checkoutCleared());
      return 'cart-gone';
    }
    const known = failure ?? { kind: 'graphql', errors: result.data?.graphQLErrors ?? [] };
    const reason = serverMessage(known) ?? (known.kind === 'transport' ? known.error.message : null);
    console.warn('[auth] Could not attach the guest cart to the customer:', reason ?? 'no answer');
    return 'failed';
  };
}
