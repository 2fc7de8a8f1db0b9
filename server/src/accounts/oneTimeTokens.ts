import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

// The tokens emailed for account confirmation and password reset: random, kept only as a SHA-256
// hash, spent by their first use and expired after config.accountTokenTtl (Saleor: 3 days).

export type TokenPurpose = 'confirm' | 'reset';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createOneTimeToken(
  q: Queryable,
  userId: number,
  purpose: TokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO account_token (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, hash(token), ttlSeconds],
  );
  return token;
}

/**
 * Spends the user's token: true when it was theirs, for this purpose, unused and unexpired. All the
 * user's other tokens for the purpose are spent with it (a new password or a confirmed account
 * makes older links useless).
 */
export async function consumeOneTimeToken(
  q: Queryable,
  userId: number,
  purpose: TokenPurpose,
  token: string,
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM account_token
     WHERE token_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
     FOR UPDATE`,
    [hash(token), userId, purpose],
  );
  if (!rows.length) return false;
  await q.query(
    'UPDATE account_token SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
  return true;
}

/** Whether the token would be accepted now, without spending it. */
export async function oneTimeTokenValid(
  q: Queryable,
  userId: number,
  purpose: TokenPurpose,
  token: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM account_token
     WHERE token_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()`,
    [hash(token), userId, purpose],
  );
  return rows.length > 0;
}

/** "3 days", "12 hours", "30 minutes": a token lifetime for the emails. */
export function describeLifetime(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds >= 86400 && seconds % 86400 === 0) return plural(seconds / 86400, 'day');
  if (seconds >= 3600 && seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds >= 60) return plural(Math.round(seconds / 60), 'minute');
  return plural(seconds, 'second');
}
