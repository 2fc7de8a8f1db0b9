import type { Queryable } from '../db/database';
import type { AddressTypeEnum, LanguageCodeEnum } from '../graphql/generated/resolverTypes';

// The accounts' SQL and rows: customers, their address book's bookkeeping and the one-time tokens
// emailed to them. Every query of the accounts is here; callers pass values, which go to the
// database as query parameters.

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
  /**
   * Set on the user accountRegister answers: built from the input, never read back, so that the
   * answer is the same whether or not the email already had an account (no id, no addresses).
   */
  from_input?: true;
}

/** The user accountRegister answers with, as Saleor builds it from the input (not yet confirmed). */
export function userFromInput(input: {
  email: string;
  firstName: string;
  lastName: string;
  languageCode: LanguageCodeEnum;
}): UserRow {
  return {
    id: 0,
    email: input.email,
    password_hash: null,
    first_name: input.firstName,
    last_name: input.lastName,
    is_active: true,
    is_confirmed: false,
    language_code: input.languageCode,
    date_joined: new Date(),
    last_login: null,
    default_shipping_address_id: null,
    default_billing_address_id: null,
    jwt_token_key: '',
    from_input: true,
  };
}

export type TokenPurpose = 'confirm' | 'reset' | 'delete';

// Users

/** The user of an id; `lock` holds the row until the caller's transaction ends. */
export async function userById(q: Queryable, id: number, lock = false): Promise<UserRow | null> {
  const sql = lock
    ? 'SELECT * FROM account_user WHERE id = $1 FOR UPDATE'
    : 'SELECT * FROM account_user WHERE id = $1';
  return (await q.query<UserRow>(sql, [id])).rows[0] ?? null;
}

/** The user of an email, whatever its case; `lock` holds the row until the caller's transaction ends. */
export async function userByEmail(q: Queryable, email: string, lock = false): Promise<UserRow | null> {
  const sql = lock
    ? 'SELECT * FROM account_user WHERE lower(email) = lower($1) FOR UPDATE'
    : 'SELECT * FROM account_user WHERE lower(email) = lower($1)';
  return (await q.query<UserRow>(sql, [email])).rows[0] ?? null;
}

/**
 * A new, unconfirmed customer; null when the email is already taken (the insert then does nothing).
 */
export async function insertUser(
  q: Queryable,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    languageCode: LanguageCodeEnum;
  },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO account_user (email, password_hash, first_name, last_name, is_confirmed, language_code)
     VALUES ($1, $2, $3, $4, false, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [values.email, values.passwordHash, values.firstName, values.lastName, values.languageCode],
  );
  return rows[0]?.id ?? null;
}

export async function markLoggedIn(q: Queryable, userId: number): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    'UPDATE account_user SET last_login = now() WHERE id = $1 RETURNING *',
    [userId],
  );
  return rows[0];
}

export async function confirmUser(q: Queryable, userId: number): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    'UPDATE account_user SET is_confirmed = true WHERE id = $1 RETURNING *',
    [userId],
  );
  return rows[0];
}

export async function setTokenKey(q: Queryable, userId: number, key: string) {
  await q.query('UPDATE account_user SET jwt_token_key = $2 WHERE id = $1', [userId, key]);
}

export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string) {
  await q.query('UPDATE account_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** A password set from an emailed link: following the link proves the address, so it confirms too. */
export async function setPasswordHashAndConfirm(q: Queryable, userId: number, passwordHash: string) {
  await q.query('UPDATE account_user SET password_hash = $2, is_confirmed = true WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Names and language; a null value keeps the stored one. */
export async function updateProfile(
  q: Queryable,
  userId: number,
  values: { firstName: string | null; lastName: string | null; languageCode: LanguageCodeEnum | null },
) {
  await q.query(
    `UPDATE account_user SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
       language_code = COALESCE($4, language_code) WHERE id = $1`,
    [userId, values.firstName, values.lastName, values.languageCode],
  );
}

/**
 * Deletes the account. Its address book and tokens go with it (ON DELETE CASCADE); its orders stay,
 * with their email, and lose only the link to the account (ON DELETE SET NULL), as in Saleor.
 */
export async function deleteUser(q: Queryable, userId: number) {
  await q.query('DELETE FROM account_user WHERE id = $1', [userId]);
}

// The address book. The default-address statement is picked by the address type, a closed union,
// so every statement is one of these fixed texts.

const SET_DEFAULT_ADDRESS_STATEMENT: Record<AddressTypeEnum, string> = {
  SHIPPING: 'UPDATE account_user SET default_shipping_address_id = $2 WHERE id = $1',
  BILLING: 'UPDATE account_user SET default_billing_address_id = $2 WHERE id = $1',
};

export async function setDefaultAddressId(
  q: Queryable,
  userId: number,
  addressId: number,
  type: AddressTypeEnum,
) {
  await q.query(SET_DEFAULT_ADDRESS_STATEMENT[type], [userId, addressId]);
}

/** Past `limit` addresses, deletes the user's oldest address that is not a default. */
export async function pruneAddressBook(q: Queryable, userId: number, limit: number) {
  await q.query(
    `DELETE FROM address WHERE id IN (
       SELECT a.id FROM address a JOIN account_user u ON u.id = a.user_id
       WHERE a.user_id = $1
         AND a.id IS DISTINCT FROM u.default_shipping_address_id
         AND a.id IS DISTINCT FROM u.default_billing_address_id
         AND (SELECT count(*) FROM address WHERE user_id = $1) > $2
       ORDER BY a.id LIMIT 1)`,
    [userId, limit],
  );
}

export async function deleteBookAddress(q: Queryable, addressId: number) {
  await q.query('DELETE FROM address WHERE id = $1', [addressId]);
}

// One-time tokens, kept only as their hash

export async function insertOneTimeToken(
  q: Queryable,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; ttlSeconds: number },
) {
  await q.query(
    `INSERT INTO account_token (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [values.userId, values.purpose, values.tokenHash, values.ttlSeconds],
  );
}

/** Whether the user holds this unused, unexpired token for the purpose; `lock` holds its row. */
export async function liveOneTimeToken(
  q: Queryable,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string },
  lock = false,
): Promise<boolean> {
  const sql = lock
    ? `SELECT id FROM account_token
     WHERE token_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
     FOR UPDATE`
    : `SELECT id FROM account_token
     WHERE token_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()`;
  const { rows } = await q.query(sql, [values.tokenHash, values.userId, values.purpose]);
  return rows.length > 0;
}

/** Spends every unused token the user holds for the purpose. */
export async function spendOneTimeTokens(q: Queryable, userId: number, purpose: TokenPurpose) {
  await q.query(
    'UPDATE account_token SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
}
