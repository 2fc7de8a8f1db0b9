import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/ids';
import { newCsrfToken, signToken, TokenError, verifyToken, type TokenClaims } from './jwt';
import { verifyPassword } from './passwords';

interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_confirmed: boolean;
  date_joined: Date;
  last_login: Date | null;
}

const userBy = async (ctx: Context, column: 'id' | 'email', value: unknown) =>
  (
    await ctx.db.query<UserRow>(
      `SELECT * FROM account_user WHERE ${column === 'id' ? 'id = $1' : 'lower(email) = lower($1)'}`,
      [value],
    )
  ).rows[0] ?? null;

const accessToken = (ctx: Context, user: UserRow) =>
  signToken(
    ctx.signingKey,
    { token: 'access', email: user.email, user_id: toGlobalId('User', user.id) },
    ctx.config.accessTokenTtl,
  );

function tokenError(error: unknown) {
  if (!(error instanceof TokenError)) throw error;
  return error.kind === 'expired'
    ? { field: 'refreshToken', message: 'Signature has expired', code: 'JWT_SIGNATURE_EXPIRED' }
    : { field: 'refreshToken', message: 'Incorrect refreshToken', code: 'JWT_INVALID_TOKEN' };
}

export const accountResolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: Context) =>
      ctx.viewerId == null ? null : userBy(ctx, 'id', ctx.viewerId),
  },
  Mutation: {
    tokenCreate: async (_: unknown, args: { email: string; password: string }, ctx: Context) => {
      const user = await userBy(ctx, 'email', args.email.trim());
      // The same answer for an unknown email and a wrong password: no account enumeration.
      if (!user || !(await verifyPassword(args.password, user.password_hash))) {
        return {
          errors: [
            { field: 'email', message: 'Please, enter valid credentials', code: 'INVALID_CREDENTIALS' },
          ],
        };
      }
      if (!user.is_confirmed)
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
      const csrfToken = newCsrfToken();
      const refreshToken = signToken(
        ctx.signingKey,
        { token: 'refresh', email: user.email, user_id: toGlobalId('User', user.id), csrf_token: csrfToken },
        ctx.config.refreshTokenTtl,
      );
      const { rows } = await ctx.db.query<UserRow>(
        'UPDATE account_user SET last_login = now() WHERE id = $1 RETURNING *',
        [user.id],
      );
      return { token: accessToken(ctx, user), refreshToken, csrfToken, user: rows[0], errors: [] };
    },
    // With a refresh token given, the csrf token is not needed (Saleor's rule); the refresh token is
    // not rotated.
    tokenRefresh: async (
      _: unknown,
      args: { refreshToken?: string | null; csrfToken?: string | null },
      ctx: Context,
    ) => {
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
      const user = await userBy(ctx, 'email', claims.email);
      if (!user?.is_active)
        return {
          errors: [{ field: 'refreshToken', message: 'Incorrect refreshToken', code: 'JWT_INVALID_TOKEN' }],
        };
      return { token: accessToken(ctx, user), user, errors: [] };
    },
    tokenVerify: async (_: unknown, args: { token: string }, ctx: Context) => {
      try {
        const claims = verifyToken(ctx.signingKey, args.token);
        const user = await userBy(ctx, 'email', claims.email);
        if (!user)
          return {
            isValid: false,
            payload: null,
            user: null,
            errors: [{ field: 'token', message: 'Invalid token.', code: 'JWT_INVALID_TOKEN' }],
          };
        return { isValid: true, payload: claims, user, errors: [] };
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
  },
  User: {
    id: (row: UserRow) => toGlobalId('User', row.id),
    firstName: (row: UserRow) => row.first_name,
    lastName: (row: UserRow) => row.last_name,
    isActive: (row: UserRow) => row.is_active,
    isConfirmed: (row: UserRow) => row.is_confirmed,
    dateJoined: (row: UserRow) => new Date(row.date_joined).toISOString(),
    lastLogin: (row: UserRow) => (row.last_login ? new Date(row.last_login).toISOString() : null),
  },
};
