import type { TypedStartListening } from '@reduxjs/toolkit';
import type { CheckoutState } from '../checkout';
import { loggedIn } from './authSlice';

// After every login (tokenCreate, and the login that follows setPassword), a cart made as a guest is
// attached to the customer. The attach code and its operation load only when there is a cart to
// attach, so the first load of every page stays as small as it was.

const loadAttach = () => import(/* webpackChunkName: "guest-cart-attach" */ './attachGuestCart');

export function startGuestCartListener(startListening: TypedStartListening<unknown>) {
  startListening({
    actionCreator: loggedIn,
    effect: async (_action, { getState, dispatch }) => {
      if (!(getState() as { checkout?: CheckoutState }).checkout?.token) return;
      try {
        const { attachGuestCart } = await loadAttach();
        // Never awaited by the login itself: a slow or failed attach does not hold the shopper up.
        await dispatch(attachGuestCart() as never);
      } catch (error) {
        console.warn('[auth] Could not attach the guest cart to the customer', error);
      }
    },
  });
}
