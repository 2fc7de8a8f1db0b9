import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { selectLanguageCode, startLanguageFollower, type LocaleState } from '../locale';
import { selectCheckoutId, type CheckoutState } from './checkoutSlice';

// When the shopper picks another language while holding a cart, the checkout takes it too (Saleor's
// checkoutLanguageCodeUpdate): the order and its confirmation email follow the language the shopper
// reads at the end, not the one the cart was started in. The update's code loads only when there is
// a checkout to update, so the first load of every page stays as small as it was.

const loadUpdate = () => import(/* webpackChunkName: "checkout-language" */ './checkoutLanguage');

type State = { checkout: CheckoutState; locale: LocaleState };

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

async function sendLanguage(dispatch: Dispatch, id: string, languageCode: LanguageCodeEnum) {
  try {
    const { sendCheckoutLanguage } = await loadUpdate();
    await dispatch(sendCheckoutLanguage(id, languageCode));
  } catch (error) {
    console.warn("[checkout] Could not set the checkout's language", error);
  }
}

/**
 * A checkout the server made in English (Saleor's checkoutCreateFromOrder takes no language) takes the
 * shopper's language. Never fails: at worst the order's emails come in English.
 */
export function checkoutTakesShopperLanguage(
  id: string,
): ThunkAction<Promise<void>, { locale: LocaleState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const languageCode = selectLanguageCode(getState());
    if (languageCode !== 'EN') await sendLanguage(dispatch, id, languageCode);
  };
}

export function startCheckoutLanguageListener(startListening: TypedStartListening<unknown>) {
  startLanguageFollower<State>(startListening, {
    name: 'checkout',
    // A checkout that has become an order has nothing left to change.
    applies: (state) => Boolean(selectCheckoutId(state)) && !state.checkout.becameOrder,
    send: (dispatch, state, languageCode) => sendLanguage(dispatch, selectCheckoutId(state)!, languageCode),
  });
}
