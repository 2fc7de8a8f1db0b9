import type { Queryable } from '../db/database';
import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/ids';
import { newCsrfToken, signToken } from './jwt';

// Customer rows and the tokens a login hands out (tokenCreate, setPassword).

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_confirmed: boolean;
  language_code: string;
  date_joined: Date;
  last_login: Date | null;
  default_shipping_address_id: number | null;
  default_billing_address_id: number | null;
}

export const userBy = async (q: Queryable, column: 'id' | 'email', value: unknown, lock = false) =>
  (
    await q.query<UserRow>(
      `SELECT * FROM account_user WHERE ${column === 'id' ? 'id = $1' : 'lower(email) = lower($1)'}${lock ? ' FOR UPDATE' : ''}`,
      [value],
    )
  ).rows[0] ?? null;

export const accessToken = (ctx: Context, user: UserRow) =>
  signToken(
    ctx.signingKey,
    { token: 'access', email: user.email, user_id: toGlobalId('User', user.id) },
    ctx.config.accessTokenTtl,
  );

/** Logs the user in: access, refresh and csrf tokens, and last_login now. */
export async function issueTokens(ctx: Context, q: Queryable, user: UserRow) {
  const csrfToken = newCsrfToken();
  const refreshToken = signToken(
    ctx.signingKey,
    { token: 'refresh', email: user.email, user_id: toGlobalId('User', user.id), csrf_token: csrfToken },
    ctx.config.refreshTokenTtl,
  );
  const { rows } = await q.query<UserRow>(
    'UPDATE account_user SET last_login = now() WHERE id = $1 RETURNING *',
    [user.id],
  );
  return { token: accessToken(ctx, user), refreshToken, csrfToken, user: rows[0] };
}
