import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../../api/baseApi';
import { failureOf, serverMessage } from '../../../api/failure';
import type { LanguageCodeEnum } from '../../../api/generated/schemaTypes';
import {
  AccountLanguageUpdateDocument,
  type AccountLanguageUpdateMutation,
  type AccountLanguageUpdateMutationVariables,
} from './AccountLanguageUpdate.generated';

// The logged-in customer's account takes the shopper's new language (accountUpdate), so the account's
// emails (a password reset) come in it. Loaded on demand by the language listener
// (accountLanguageListener), only for a logged-in shopper.

const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountLanguageUpdate: build.mutation<
      WithGraphQLErrors<AccountLanguageUpdateMutation>,
      AccountLanguageUpdateMutationVariables
    >({
      query: (variables) => ({ document: AccountLanguageUpdateDocument, variables }),
    }),
  }),
});

/** Sets the account's language; true when the server took it. A failure is logged, nothing more. */
export function sendAccountLanguage(
  languageCode: LanguageCodeEnum,
): ThunkAction<Promise<boolean>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const result = await dispatch(
      languageApi.endpoints.accountLanguageUpdate.initiate({ languageCode }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.accountUpdate);
    if (!failure) return true;
    const reason = serverMessage(failure) ?? (failure.kind === 'transport' ? failure.error.message : null);
    console.warn("[account] Could not set the account's language:", reason ?? 'no answer');
    return false;
  };
}
