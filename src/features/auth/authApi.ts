import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  TokenCreateDocument,
  type TokenCreateMutation,
  type TokenCreateMutationVariables,
} from './TokenCreate.generated';
import {
  TokenRefreshDocument,
  type TokenRefreshMutation,
  type TokenRefreshMutationVariables,
} from './TokenRefresh.generated';
import {
  TokenVerifyDocument,
  type TokenVerifyMutation,
  type TokenVerifyMutationVariables,
} from './TokenVerify.generated';
import type { SessionUser } from './authSlice';

/**
 * The token operations. They go without the shopper's own bearer (see SESSIONLESS_ENDPOINTS in
 * src/api/sessionlessEndpoints.ts): Saleor fails a whole request whose bearer has expired, so verifying or
 * refreshing an expired token, or logging in over one, must not send it.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    tokenCreate: build.mutation<WithGraphQLErrors<TokenCreateMutation>, TokenCreateMutationVariables>({
      query: (variables) => ({ document: TokenCreateDocument, variables }),
    }),
    tokenVerify: build.mutation<WithGraphQLErrors<TokenVerifyMutation>, TokenVerifyMutationVariables>({
      query: (variables) => ({ document: TokenVerifyDocument, variables }),
    }),
    tokenRefresh: build.mutation<WithGraphQLErrors<TokenRefreshMutation>, TokenRefreshMutationVariables>({
      query: (variables) => ({ document: TokenRefreshDocument, variables }),
    }),
  }),
});

/** The user as the session stores it (only the fields of `user` in browser storage). */
export function toSessionUser({ id, email, firstName, lastName, isActive }: SessionUser): SessionUser {
  return { id, email, firstName, lastName, isActive };
}
