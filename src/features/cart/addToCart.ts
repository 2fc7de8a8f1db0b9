import type { AppDispatch, RootState } from '../../app/hooks';
import { selectConfig } from '../../lib/config';
import { checkoutCleared, checkoutTokenSet, selectCheckoutId, isStaleFailure } from '../checkout';
import { cartApi } from './cartApi';
import { failureOf } from '../../api/failure';
import { cartFailureOf, cartMessages, type CartFailure } from './cartFailures';
import { cutVariantId } from './variantId';
import { selectLanguageCode } from '../locale';

// Adding to the cart: with no checkout one is created first; a variant id is
// cut before its first hyphen; a stored checkout the server no longer knows is dropped and a new one
// is created with the same item, so nothing the shopper chose is lost.

export type AddToCartResult = { ok: true } | { ok: false; failure: CartFailure };

export const addToCart =
  (variantId: string, quantity: number) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<AddToCartResult> => {
    const lines = [{ variantId: cutVariantId(variantId), quantity }];
    const id = selectCheckoutId(getState());
    if (id) {
      const added = await dispatch(cartApi.endpoints.cartLinesAdd.initiate({ id, lines }));
      const failure = failureOf(added, (data) => data.checkoutLinesAdd);
      if (!failure) return { ok: true };
      if (!isStaleFailure(failure))
        return { ok: false, failure: cartFailureOf(failure, cartMessages.addFailed) };
      dispatch(checkoutCleared());
    }
    const created = await dispatch(
      cartApi.endpoints.cartCreate.initiate({
        channel: selectConfig(getState()).channel,
        lines,
        email: getState().auth.user?.email ?? null,
        // The checkout's language is the order's, and so its confirmation email's.
        languageCode: selectLanguageCode(getState()),
      }),
    );
    const failure = failureOf(created, (data) => data.checkoutCreate);
    const checkout = created.data?.checkoutCreate?.checkout;
    if (failure || !checkout)
      return {
        ok: false,
        failure: cartFailureOf(failure ?? { kind: 'graphql', errors: [] }, cartMessages.createFailed),
      };
    dispatch(checkoutTokenSet(checkout.token));
    return { ok: true };
  };
