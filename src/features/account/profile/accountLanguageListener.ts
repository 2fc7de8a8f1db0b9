import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { selectIsLoggedIn, type AuthState } from '../../auth';
import { localeChanged, selectLanguageCode, type LocaleState } from '../../locale';

// When a logged-in shopper picks another language, the account takes it too (Saleor's User.languageCode,
// which its account emails are written in). The update's code loads only for a logged-in shopper.

const loadUpdate = () => import(/* webpackChunkName: "account-language" */ './accountLanguage');

type State = { auth: AuthState; locale: LocaleState };

export function startAccountLanguageListener(startListening: TypedStartListening<unknown>) {
  startListening({
    actionCreator: localeChanged,
    effect: async (_action, { getState, getOriginalState, dispatch }) => {
      const state = getState() as State;
      const languageCode = selectLanguageCode(state);
      if (languageCode === selectLanguageCode(getOriginalState() as State)) return;
      if (!selectIsLoggedIn(state)) return;
      try {
        const { sendAccountLanguage } = await loadUpdate();
        await (dispatch as ThunkDispatch<unknown, unknown, UnknownAction>)(sendAccountLanguage(languageCode));
      } catch (error) {
        console.warn("[account] Could not set the account's language", error);
      }
    },
  });
}
