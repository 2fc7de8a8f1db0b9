import type { TypedStartListening } from '@reduxjs/toolkit';
import { selectIsLoggedIn, type AuthState } from '../../auth';
import { startLanguageFollower, type LocaleState } from '../../locale';

// When a logged-in shopper picks another language, the account takes it too (Saleor's User.languageCode,
// which its account emails are written in). The update's code loads only for a logged-in shopper.

const loadUpdate = () => import(/* webpackChunkName: "account-language" */ './accountLanguage');

type State = { auth: AuthState; locale: LocaleState };

export function startAccountLanguageListener(startListening: TypedStartListening<unknown>) {
  startLanguageFollower<State>(startListening, {
    name: 'account',
    applies: selectIsLoggedIn,
    send: async (dispatch, _state, languageCode) => {
      const { sendAccountLanguage } = await loadUpdate();
      await dispatch(sendAccountLanguage(languageCode));
    },
  });
}
