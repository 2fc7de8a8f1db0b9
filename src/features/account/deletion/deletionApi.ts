import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../../api/baseApi';
import { selectConfig, type PublicConfig } from '../../../lib/config';
import { logout, type AuthState } from '../../auth';
import { mutationErrors, type ServerError } from '../profile/mutationErrors';
import {
  AccountDeleteDocument,
  type AccountDeleteMutation,
  type AccountDeleteMutationVariables,
} from './AccountDelete.generated';
import {
  AccountRequestDeletionDocument,
  type AccountRequestDeletionMutation,
  type AccountRequestDeletionMutationVariables,
} from './AccountRequestDeletion.generated';

// Deleting the account, as Saleor does it: the profile page asks for an emailed link
// (accountRequestDeletion), and the link's page, opened while logged in, deletes the account with
// the link's one-time token (accountDelete), then logs out here.

export const deletionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountRequestDeletion: build.mutation<
      WithGraphQLErrors<AccountRequestDeletionMutation>,
      AccountRequestDeletionMutationVariables
    >({
      query: (variables) => ({ document: AccountRequestDeletionDocument, variables }),
    }),
    accountDelete: build.mutation<WithGraphQLErrors<AccountDeleteMutation>, AccountDeleteMutationVariables>({
      query: (variables) => ({ document: AccountDeleteDocument, variables }),
    }),
  }),
});

type DeletionThunk<R> = ThunkAction<
  Promise<R>,
  { auth: AuthState; config: PublicConfig },
  unknown,
  UnknownAction
>;

/** The page the emailed link opens, on the storefront's public origin. */
export const DELETE_ACCOUNT_PATH = '/account/delete/';

/** Emails the deletion link; null when sent, else the errors. */
export function requestAccountDeletion(): DeletionThunk<ServerError[] | null> {
  return async (dispatch, getState) => {
    const { channel, siteOrigin } = selectConfig(getState());
    const result = await dispatch(
      deletionApi.endpoints.accountRequestDeletion.initiate(
        { redirectUrl: `${siteOrigin}${DELETE_ACCOUNT_PATH}`, channel },
        { track: false },
      ),
    );
    return mutationErrors(result, (data) => data.accountRequestDeletion);
  };
}

/**
 * Deletes the account with the link's token; once deleted, logs out here (the account's tokens speak
 * for nobody any more). Null when deleted, else the errors (the shopper stays logged in).
 */
export function deleteAccount(token: string): DeletionThunk<ServerError[] | null> {
  return async (dispatch) => {
    const result = await dispatch(deletionApi.endpoints.accountDelete.initiate({ token }, { track: false }));
    const errors = mutationErrors(result, (data) => data.accountDelete);
    if (!errors) dispatch(logout());
    return errors;
  };
}
