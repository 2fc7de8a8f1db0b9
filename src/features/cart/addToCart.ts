import type { AppDispatch, RootState } from '../../app/hooks';
import { selectConfig } from '../../lib/config';
import { cutVariantId } from '../../lib/payment/paymentRules';
import { checkoutCleared, checkoutTokenSet, selectCheckoutId } from '../checkout/checkoutSlice';
import { cartApi } from './cartApi';
import { isStaleCheckout } from '../checkout/staleCheckout';
import { cartFailure, cartMessages, type CartFailure } from './cartFailures';

// Adding to the cart (spec sections 5 and 8): with no checkout one is created first; a variant id is
// cut before its first hyphen; a stored checkout the server no longer knows is dropped and a new one
// is created with the same item, so nothing the shopper chose is lost.

export type AddToCartResult = { ok: true } | { ok: false; failure: CartFailure };

export const addToCart =
  (variantId: string, quantity: number) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<AddToCartResult> => {
    const lines = [{ variantId: cutVariantId(variantId), quantity }];
    const id = selectCheckoutId(getState());
    if (id) {
      const added = await dispatch(
        cartApi.endpoints.cartLinesAdd.initiate({ id, lines }),
      );
      if ('error' in added) return { ok: false, failure: cartFailure(null, cartMessages.addFailed) };
      const error = added.data.checkoutLinesAdd?.errors[0] ?? added.data.graphQLErrors?.[0];
      if (!error) return { ok: true };
      if (!isStaleCheckout(error))
        return { ok: false, failure: cartFailure(error.message, cartMessages.addFailed) };
      dispatch(checkoutCleared());
    }
    const created = await dispatch(
      cartApi.endpoints.cartCreate.initiate({
        channel: selectConfig(getState()).channel,
        lines,
        email: getState().auth.user?.email ?? null,
      }),
    );
    if ('error' in created) return { ok: false, failure: cartFailure(null, cartMessages.createFailed) };
    const result = created.data.checkoutCreate;
    const error = result?.errors[0] ?? created.data.graphQLErrors?.[0];
    if (error || !result?.checkout)
      return { ok: false, failure: cartFailure(error?.message, cartMessages.createFailed) };
    dispatch(checkoutTokenSet(result.checkout.token));
    return { ok: true };
  };
