import type { Queryable } from '../db/database';
import type { Context } from '../graphql/context';
import type { LanguageCodeEnum } from '../graphql/generated/resolverTypes';
import { toGlobalId } from '../graphql/ids';
import { newCsrfToken, newTokenKey, signToken, type TokenClaims } from './jwt';

// Customer rows, the tokens a login hands out (tokenCreate, setPassword), and the user a token speaks
// for: only while the token carries the user's current jwt_token_key (Saleor's revocation).

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_confirmed: boolean;
  language_code: LanguageCodeEnum;
  date_joined: Date;
  last_login: Date | null;
  default_shipping_address_id: number | null;
  default_billing_address_id: number | null;
  jwt_token_key: string;
}

const USER_BY_ID = 'SELECT * FROM account_user WHERE id = $1';
const USER_BY_EMAIL = 'SELECT * FROM account_user WHERE lower(email) = lower($1)';

async function firstUser(q: Queryable, sql: string, value: number | string, lock: boolean) {
  return (await q.query<UserRow>(lock ? `${sql} FOR UPDATE` : sql, [value])).rows[0] ?? null;
}

/** The user of an id; `lock` holds the row until the caller's transaction ends. */
export const userById = (q: Queryable, id: number, lock = false) => firstUser(q, USER_BY_ID, id, lock);

/** The user of an email, whatever its case; `lock` holds the row until the caller's transaction ends. */
export const userByEmail = (q: Queryable, email: string, lock = false) =>
  firstUser(q, USER_BY_EMAIL, email, lock);

const userClaims = (user: UserRow) => ({
  email: user.email,
  user_id: toGlobalId('User', user.id),
  jwt_token_key: user.jwt_token_key,
});

export const accessToken = (ctx: Context, user: UserRow) =>
  signToken(ctx.signingKey, { token: 'access', ...userClaims(user) }, ctx.config.accessTokenTtl);

/** Logs the user in: access, refresh and csrf tokens, and last_login now. */
export async function issueTokens(ctx: Context, q: Queryable, user: UserRow) {
  const { rows } = await q.query<UserRow>(
    'UPDATE account_user SET last_login = now() WHERE id = $1 RETURNING *',
    [user.id],
  );
  const current = rows[0];
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
  await q.query('UPDATE account_user SET jwt_token_key = $2 WHERE id = $1', [userId, newTokenKey()]);
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
