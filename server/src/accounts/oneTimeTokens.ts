import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { insertOneTimeToken, liveOneTimeToken, spendOneTimeTokens, type TokenPurpose } from './store';

// The tokens emailed for account confirmation and password reset: random, kept only as a SHA-256
// hash, spent by their first use and expired after config.accountTokenTtl (Saleor: 3 days).

export type { TokenPurpose } from './store';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createOneTimeToken(
  q: Queryable,
  userId: number,
  purpose: TokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertOneTimeToken(q, { userId, purpose, tokenHash: hash(token), ttlSeconds });
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
  if (!(await liveOneTimeToken(q, { userId, purpose, tokenHash: hash(token) }, true))) return false;
  await spendOneTimeTokens(q, userId, purpose);
  return true;
}

/** Whether the token would be accepted now, without spending it. */
export async function oneTimeTokenValid(
  q: Queryable,
  userId: number,
  purpose: TokenPurpose,
  token: string,
): Promise<boolean> {
  return liveOneTimeToken(q, { userId, purpose, tokenHash: hash(token) });
}
