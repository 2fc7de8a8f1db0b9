import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// scrypt with a random salt per password; stored as "scrypt$<salt>$<hash>" (base64).
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;
const KEY_LENGTH = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a password nobody knows, made once, for the checks that have no real hash to use. */
const dummyHash = hashPassword(randomBytes(18).toString('base64'));

/**
 * Whether the password matches the stored hash. Without one (no such user, or no password set) the
 * password is checked against a dummy hash all the same, so the answer takes as long either way and
 * its timing does not tell whether an email has an account.
 */
export async function passwordMatches(password: string, stored: string | null | undefined) {
  const usable = (stored ?? '').startsWith('scrypt$');
  const matches = await verifyPassword(password, usable ? stored! : await dummyHash);
  return usable && matches;
}
