import type { Queryable } from '../db/database';
import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/ids';
import { newCsrfToken, newTokenKey, signToken, type TokenClaims } from './jwt';
import { markLoggedIn, setTokenKey, userByEmail, type UserRow } from './store';

// The tokens a login hands out (tokenCreate, setPassword), and the user a token speaks
// for: only while the token carries the user's current jwt_token_key (Saleor's revocation).

// The type the schema's User is read from.

const userClaims = (user: UserRow) => ({
  email: user.email,
  user_id: toGlobalId('User', user.id),
  jwt_token_key: user.jwt_token_key,
});

export const accessToken = (ctx: Context, user: UserRow) =>
  signToken(ctx.signingKey, { token: 'access', ...userClaims(user) }, ctx.config.accessTokenTtl);

/** Logs the user in: access, refresh and csrf tokens, and last_login now. */
export async function issueTokens(ctx: Context, q: Queryable, user: UserRow) {
  const current = await markLoggedIn(q, user.id);
  const csrfToken = newCsrfToken();
  const refreshToken = signToken(
    ctx.signingKey,
    { token: 'refresh', ...userClaims(current), csrf_token: csrfToken },
    ctx.config.refreshTokenTtl,
  );
  return { token: accessToken(ctx, current), refreshToken, csrfToken, user: current };
}

/** Revokes every access and refresh token the user holds: they carry the old key. */
export async function rotateTokenKey(q: Queryable, userId: number) {
  await setTokenKey(q, userId, newTokenKey());
}

export const TOKEN_REVOKED = 'Invalid token. Create new one by using tokenCreate mutation.';
export const TOKEN_USER_GONE = 'Invalid token. User does not exist or is inactive.';

/**
 * The active user a verified token speaks for (looked up by its email, as Saleor does), or why not:
 * Saleor's texts for a token without a key or with an old one, and for a missing or inactive user.
 */
export async function tokenUser(
  q: Queryable,
  claims: TokenClaims,
): Promise<{ user: UserRow } | { refused: string }> {
  if (typeof claims.jwt_token_key !== 'string' || !claims.jwt_token_key) return { refused: TOKEN_REVOKED };
  const user = typeof claims.email === 'string' ? await userByEmail(q, claims.email) : null;
  if (!user?.is_active) return { refused: TOKEN_USER_GONE };
  if (user.jwt_token_key !== claims.jwt_token_key) return { refused: TOKEN_REVOKED };
  return { user };
}
