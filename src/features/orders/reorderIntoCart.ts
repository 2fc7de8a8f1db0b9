import type { AppDispatch, RootState } from '../../app/hooks';
import { cartApi, cartFailureOf, cartMessages, type CartFailure } from '../cart';
import { failureOf } from '../../api/failure';
import {
  isStaleFailure,
  checkoutTakesShopperLanguage,
  checkoutTokenSet,
  selectCheckoutId,
} from '../checkout';
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
    const failure = failureOf(created, (data) => data.checkoutCreateFromOrder);
    const payload = created.data?.checkoutCreateFromOrder;
    if (failure || !payload?.checkout)
      return {
        ok: false,
        failure: cartFailureOf(failure ?? { kind: 'graphql', errors: [] }, reorderMessages.failed),
      };
    const unavailable = payload.unavailableVariants ?? [];
    const lines = payload.checkout.lines.map((line) => ({
      variantId: line.variant.id,
      quantity: line.quantity,
    }));
    const done = { ok: true as const, added: lines.length, unavailable };

    const id = selectCheckoutId(getState());
    if (id && lines.length) {
      const added = await dispatch(cartApi.endpoints.cartLinesAdd.initiate({ id, lines }));
      const addFailure = failureOf(added, (data) => data.checkoutLinesAdd);
      if (!addFailure) return done;
      if (!isStaleFailure(addFailure))
        return { ok: false, failure: cartFailureOf(addFailure, cartMessages.addFailed) };
    }
    // Nothing could be added to a cart under way: it stays as it was.
    if (id && !lines.length) return done;
    dispatch(checkoutTokenSet(payload.checkout.token));
    // The new cart is in English (Saleor's default): the order made from it follows the shopper's language.
    void dispatch(checkoutTakesShopperLanguage(payload.checkout.id));
    return done;
  };
