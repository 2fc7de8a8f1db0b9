import type { AppDispatch, RootState } from '../../app/hooks';
import { cartApi } from '../cart/cartApi';
import { cartFailure, cartMessages, type CartFailure } from '../cart/cartFailures';
import { isStaleCheckout } from '../checkout/staleCheckout';
import { checkoutTokenSet, selectCheckoutId } from '../checkout/checkoutSlice';
import type { CheckoutCreateFromOrderMutation } from './Order.generated';
import { ordersApi } from './ordersApi';
import { reorderMessages } from './reorderMessages';

// "Buy again" adds an order's lines to the shopper's cart, never replacing it. The server decides what
// can still be bought (checkoutCreateFromOrder: a checkout of the available lines, and the rest as
// unavailableVariants); with a cart already under way those lines are added to it (checkoutLinesAdd)
// and the scratch checkout is left unused; with none, or one the server no longer knows, the new
// checkout becomes the cart.

export type UnavailableVariant = NonNullable<
  NonNullable<CheckoutCreateFromOrderMutation['checkoutCreateFromOrder']>['unavailableVariants']
>[number];

export type ReorderResult =
  { ok: true; added: number; unavailable: UnavailableVariant[] } | { ok: false; failure: CartFailure };

export const reorderIntoCart =
  (orderId: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<ReorderResult> => {
    const created = await dispatch(ordersApi.endpoints.checkoutCreateFromOrder.initiate({ id: orderId }));
    if ('error' in created) return { ok: false, failure: cartFailure(null, reorderMessages.failed) };
    const payload = created.data.checkoutCreateFromOrder;
    const error = payload?.errors[0] ?? created.data.graphQLErrors?.[0];
    if (error || !payload?.checkout)
      return { ok: false, failure: cartFailure(error?.message, reorderMessages.failed) };
    const unavailable = payload.unavailableVariants ?? [];
    const lines = payload.checkout.lines.map((line) => ({
      variantId: line.variant.id,
      quantity: line.quantity,
    }));
    const done = { ok: true as const, added: lines.length, unavailable };

    const id = selectCheckoutId(getState());
    if (id && lines.length) {
      const added = await dispatch(
        cartApi.endpoints.cartLinesAdd.initiate({ id, lines }),
      );
      if ('error' in added) return { ok: false, failure: cartFailure(null, cartMessages.addFailed) };
      const addError = added.data.checkoutLinesAdd?.errors[0] ?? added.data.graphQLErrors?.[0];
      if (!addError) return done;
      if (!isStaleCheckout(addError))
        return { ok: false, failure: cartFailure(addError.message, cartMessages.addFailed) };
    }
    // Nothing could be added to a cart under way: it stays as it was.
    if (id && !lines.length) return done;
    dispatch(checkoutTokenSet(payload.checkout.token));
    return done;
  };
