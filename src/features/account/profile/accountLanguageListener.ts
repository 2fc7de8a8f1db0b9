import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { LanguageCodeEnum } from '../../../api/generated/schemaTypes';
import { loggedIn, selectIsLoggedIn, type AuthState } from '../../auth';
import { selectLanguageCode, startLanguageFollower, type LocaleState } from '../../locale';

// The logged-in customer's account keeps the language the shopper reads (Saleor's User.languageCode,
// which its account emails, a password reset, are written in): set when they switch language while
// logged in, and at a login when the account has another (registered in English, reading Chinese now).
// The update's code loads only when there is something to send.

const loadUpdate = () => import(/* webpackChunkName: "account-language" */ './accountLanguage');

type State = { auth: AuthState; locale: LocaleState };

async function sendLanguage(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  code: LanguageCodeEnum,
) {
  const { sendAccountLanguage } = await loadUpdate();
  await dispatch(sendAccountLanguage(code));
}

export function startAccountLanguageListener(startListening: TypedStartListening<unknown>) {
  startLanguageFollower<State>(startListening, {
    name: 'account',
    applies: selectIsLoggedIn,
    send: (dispatch, _state, languageCode) => sendLanguage(dispatch, languageCode),
  });
  startListening({
    actionCreator: loggedIn,
    effect: async ({ payload }, { getState, dispatch }) => {
      const languageCode = selectLanguageCode(getState() as State);
      if (!payload.accountLanguage || payload.accountLanguage === languageCode) return;
      try {
        await sendLanguage(dispatch as ThunkDispatch<unknown, unknown, UnknownAction>, languageCode);
      } catch (error) {
        console.warn("[account] Could not set the account's language", error);
      }
    },
  });
}
