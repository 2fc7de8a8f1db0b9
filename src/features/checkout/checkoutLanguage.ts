import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { failureOf, serverMessage } from '../../api/failure';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import {
  CheckoutLanguageCodeUpdateDocument,
  type CheckoutLanguageCodeUpdateMutation,
  type CheckoutLanguageCodeUpdateMutationVariables,
} from './CheckoutLanguageCodeUpdate.generated';

// The stored checkout takes the shopper's new language, so the order made from it (its confirmation
// email, its lines' names) is in the language the shopper reads. Loaded on demand by the language
// listener (checkoutLanguageListener), only when there is a checkout to update.

const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutLanguageCodeUpdate: build.mutation<
      WithGraphQLErrors<CheckoutLanguageCodeUpdateMutation>,
      CheckoutLanguageCodeUpdateMutationVariables
    >({
      // Nothing the shopper sees changes: the cart asks for names in its own language argument.
      query: (variables) => ({ document: CheckoutLanguageCodeUpdateDocument, variables }),
    }),
  }),
});

/**
 * Sets the checkout's language; true when the server took it. A failure is logged and left alone: the
 * cart still works, and a checkout the server no longer knows is forgotten by the stale-checkout
 * listener, as for any other checkout operation.
 */
export function sendCheckoutLanguage(
  id: string,
  languageCode: LanguageCodeEnum,
): ThunkAction<Promise<boolean>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const result = await dispatch(
      languageApi.endpoints.checkoutLanguageCodeUpdate.initiate({ id, languageCode }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.checkoutLanguageCodeUpdate);
    if (!failure) return true;
    const reason = serverMessage(failure) ?? (failure.kind === 'transport' ? failure.error.message : null);
    console.warn("[checkout] Could not set the checkout's language:", reason ?? 'no answer');
    return false;
  };
}
