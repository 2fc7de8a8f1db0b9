import { baseApi, type WithGraphQLErrors } from '../../../api/baseApi';
import {
  AccountAddressCreateDocument,
  type AccountAddressCreateMutation,
  type AccountAddressCreateMutationVariables,
} from './AccountAddressCreate.generated';
import {
  AccountAddressDeleteDocument,
  type AccountAddressDeleteMutation,
  type AccountAddressDeleteMutationVariables,
} from './AccountAddressDelete.generated';
import {
  AccountAddressUpdateDocument,
  type AccountAddressUpdateMutation,
  type AccountAddressUpdateMutationVariables,
} from './AccountAddressUpdate.generated';
import {
  AccountSetDefaultAddressDocument,
  type AccountSetDefaultAddressMutation,
  type AccountSetDefaultAddressMutationVariables,
} from './AccountSetDefaultAddress.generated';
import {
  AccountUpdateDocument,
  type AccountUpdateMutation,
  type AccountUpdateMutationVariables,
} from './AccountUpdate.generated';
import {
  PasswordChangeDocument,
  type PasswordChangeMutation,
  type PasswordChangeMutationVariables,
} from './PasswordChange.generated';
import { ProfileMeDocument, type ProfileMeQuery, type ProfileMeQueryVariables } from './ProfileMe.generated';
import {
  TokensDeactivateAllDocument,
  type TokensDeactivateAllMutation,
  type TokensDeactivateAllMutationVariables,
} from './TokensDeactivateAll.generated';

// The profile page's operations. Every mutation that changes the account invalidates 'Me', so the
// page's `me` query fetches the account again and shows what the server now holds.

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileMe: build.query<WithGraphQLErrors<ProfileMeQuery>, ProfileMeQueryVariables>({
      query: (variables) => ({ document: ProfileMeDocument, variables }),
      providesTags: ['Me'],
    }),
    accountUpdate: build.mutation<WithGraphQLErrors<AccountUpdateMutation>, AccountUpdateMutationVariables>({
      query: (variables) => ({ document: AccountUpdateDocument, variables }),
      invalidatesTags: ['Me'],
    }),
    // Sent untracked (see changePassword): the passwords never sit in the store.
    passwordChange: build.mutation<
      WithGraphQLErrors<PasswordChangeMutation>,
      PasswordChangeMutationVariables
    >({
      query: (variables) => ({ document: PasswordChangeDocument, variables }),
    }),
    // Ends every session of the account; the caller then logs out here (nothing to refetch).
    tokensDeactivateAll: build.mutation<
      WithGraphQLErrors<TokensDeactivateAllMutation>,
      TokensDeactivateAllMutationVariables
    >({
      query: (variables) => ({ document: TokensDeactivateAllDocument, variables }),
    }),
    accountAddressCreate: build.mutation<
      WithGraphQLErrors<AccountAddressCreateMutation>,
      AccountAddressCreateMutationVariables
    >({
      query: (variables) => ({ document: AccountAddressCreateDocument, variables }),
      invalidatesTags: ['Me'],
    }),
    accountAddressUpdate: build.mutation<
      WithGraphQLErrors<AccountAddressUpdateMutation>,
      AccountAddressUpdateMutationVariables
    >({
      query: (variables) => ({ document: AccountAddressUpdateDocument, variables }),
      invalidatesTags: ['Me'],
    }),
    accountAddressDelete: build.mutation<
      WithGraphQLErrors<AccountAddressDeleteMutation>,
      AccountAddressDeleteMutationVariables
    >({
      query: (variables) => ({ document: AccountAddressDeleteDocument, variables }),
      invalidatesTags: ['Me'],
    }),
    accountSetDefaultAddress: build.mutation<
      WithGraphQLErrors<AccountSetDefaultAddressMutation>,
      AccountSetDefaultAddressMutationVariables
    >({
      query: (variables) => ({ document: AccountSetDefaultAddressDocument, variables }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useProfileMeQuery,
  useAccountUpdateMutation,
  useAccountAddressCreateMutation,
  useAccountAddressUpdateMutation,
  useAccountAddressDeleteMutation,
  useAccountSetDefaultAddressMutation,
} = profileApi;
