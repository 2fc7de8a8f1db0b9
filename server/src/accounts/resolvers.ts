import { readAddress, userAddresses } from '../addresses';
import { toGlobalId } from '../graphql/ids';
import { requireViewer } from '../graphql/permissions';
import { addressBookResolvers } from './addressBook';
import { deletionResolvers } from './deletion';
import { TokenError, verifyToken, type TokenClaims } from './jwt';
import { loginDelayedError, throttledLogin, UNKNOWN_ADDRESS_ERROR } from './loginThrottle';
import { passwordMatches } from './passwords';
import { profileResolvers } from './profile';
import { registrationResolvers } from './registration';
import { userById, userByEmail } from './store';
import { accessToken, issueTokens, rotateTokenKey, tokenUser } from './users';
import type { Resolvers } from '../graphql/generated/resolverTypes';
import type { AccountErrorValue } from './accountErrors';

function tokenError(error: unknown): AccountErrorValue {
  if (!(error instanceof TokenError)) throw error;
  return error.kind === 'expired'
    ? { field: 'refreshToken', message: 'Signature has expired', code: 'JWT_SIGNATURE_EXPIRED' }
    : { field: 'refreshToken', message: 'Incorrect refreshToken', code: 'JWT_INVALID_TOKEN' };
}

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.viewerId == null ? null : userById(ctx.db, ctx.viewerId)),
  },
  Mutation: {
    ...registrationResolvers,
    ...profileResolvers,
    ...addressBookResolvers,
    ...deletionResolvers,
    tokenCreate: async (_, args, ctx) => {
      if (!ctx.clientAddress) return { errors: [UNKNOWN_ADDRESS_ERROR] };
      const attempt = await throttledLogin(ctx.clientAddress, async () => {
        const user = await userByEmail(ctx.db, args.email.trim());
        // Hashed even for an unknown email, so the answer takes as long either way.
        const passwordValid = await passwordMatches(args.password, user?.password_hash);
        return { userId: user?.id ?? null, passwordValid, user };
      });
      if ('delayedUntil' in attempt) return { errors: [loginDelayedError(attempt.delayedUntil)] };
      const { user, passwordValid } = attempt.outcome;
      // The same answer for an unknown email and a wrong password: no account enumeration.
      if (!user || !passwordValid) {
        return {
          errors: [
            { field: 'email', message: 'Please, enter valid credentials', code: 'INVALID_CREDENTIALS' },
          ],
        };
      }
      // Unconfirmed accounts may log in only while the shop does not ask for confirmation (Saleor).
      if (!user.is_confirmed && ctx.config.accountConfirmation)
        return {
          errors: [
            {
              field: 'email',
              message: 'Account needs to be confirmed via email.',
              code: 'ACCOUNT_NOT_CONFIRMED',
            },
          ],
        };
      if (!user.is_active)
        return { errors: [{ field: 'email', message: 'Account inactive.', code: 'INACTIVE' }] };
      return { ...(await issueTokens(ctx, ctx.db, user)), errors: [] };
    },
    // With a refresh token given, the csrf token is not needed (Saleor's rule); the refresh token is
    // not rotated.
    tokenRefresh: async (_, args, ctx) => {
      if (!args.refreshToken)
        return {
          errors: [{ field: 'refreshToken', message: 'Missing refreshToken', code: 'JWT_MISSING_TOKEN' }],
        };
      let claims: TokenClaims;
      try {
        claims = verifyToken(ctx.signingKey, args.refreshToken);
        if (claims.token !== 'refresh') throw new TokenError('invalid', 'Incorrect refreshToken');
      } catch (error) {
        return { errors: [tokenError(error)] };
      }
      // A revoked token, or its user gone or inactive: Saleor's get_user error, with no field.
      const found = await tokenUser(ctx.db, claims);
      if ('refused' in found)
        return { errors: [{ field: null, message: 'Invalid token', code: 'JWT_INVALID_TOKEN' }] };
      return { token: accessToken(ctx, found.user), user: found.user, errors: [] };
    },
    tokenVerify: async (_, args, ctx) => {
      try {
        const claims = verifyToken(ctx.signingKey, args.token);
        const found = await tokenUser(ctx.db, claims);
        if ('refused' in found)
          return {
            isValid: false,
            payload: null,
            user: null,
            errors: [{ field: 'token', message: 'Invalid token', code: 'JWT_INVALID_TOKEN' }],
          };
        return { isValid: true, payload: claims, user: found.user, errors: [] };
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        const expired = error.kind === 'expired';
        return {
          isValid: false,
          payload: null,
          user: null,
          errors: [
            {
              field: 'token',
              message: expired ? 'Signature has expired' : 'Invalid token.',
              code: expired ? 'JWT_SIGNATURE_EXPIRED' : 'JWT_INVALID_TOKEN',
            },
          ],
        };
      }
    },
    // Saleor's revocation: every access and refresh token of the logged-in user stops working.
    tokensDeactivateAll: async (_, __, ctx) => {
      await rotateTokenKey(ctx.db, requireViewer(ctx));
      return { errors: [] };
    },
  },
  User: {
    // Saleor's accountRegister answers a user with an empty id, whether or not it was created.
    id: (row) => (row.from_input ? '' : toGlobalId('User', row.id)),
    firstName: (row) => row.first_name,
    lastName: (row) => row.last_name,
    isActive: (row) => row.is_active,
    isConfirmed: (row) => row.is_confirmed,
    dateJoined: (row) => new Date(row.date_joined).toISOString(),
    lastLogin: (row) => (row.last_login ? new Date(row.last_login).toISOString() : null),
    languageCode: (row) => row.language_code,
    addresses: (row, _, ctx) => (row.from_input ? [] : userAddresses(ctx.db, row.id)),
    defaultShippingAddress: (row, _, ctx) => readAddress(ctx.db, row.default_shipping_address_id),
    defaultBillingAddress: (row, _, ctx) => readAddress(ctx.db, row.default_billing_address_id),
  },
};
