import { baseApi, type WithGraphQLErrors } from '../../../api/baseApi';
import {
  AccountRegisterDocument,
  type AccountRegisterMutation,
  type AccountRegisterMutationVariables,
} from './AccountRegister.generated';
import {
  ConfirmAccountDocument,
  type ConfirmAccountMutation,
  type ConfirmAccountMutationVariables,
} from './ConfirmAccount.generated';
import {
  RequestPasswordResetDocument,
  type RequestPasswordResetMutation,
  type RequestPasswordResetMutationVariables,
} from './RequestPasswordReset.generated';
import {
  SetPasswordDocument,
  type SetPasswordMutation,
  type SetPasswordMutationVariables,
} from './SetPassword.generated';

/**
 * The account-entry operations: registration, its confirmation link, and the password reset. The
 * flows in entryFlows.ts run them untracked ({ track: false }), so a password never sits in the API
 * cache.
 */
export const entryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountRegister: build.mutation<
      WithGraphQLErrors<AccountRegisterMutation>,
      AccountRegisterMutationVariables
    >({
      query: (variables) => ({ document: AccountRegisterDocument, variables }),
    }),
    confirmAccount: build.mutation<
      WithGraphQLErrors<ConfirmAccountMutation>,
      ConfirmAccountMutationVariables
    >({
      query: (variables) => ({ document: ConfirmAccountDocument, variables }),
    }),
    requestPasswordReset: build.mutation<
      WithGraphQLErrors<RequestPasswordResetMutation>,
      RequestPasswordResetMutationVariables
    >({
      query: (variables) => ({ document: RequestPasswordResetDocument, variables }),
    }),
    setPassword: build.mutation<WithGraphQLErrors<SetPasswordMutation>, SetPasswordMutationVariables>({
      query: (variables) => ({ document: SetPasswordDocument, variables }),
    }),
  }),
});
