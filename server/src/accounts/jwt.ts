import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// HS256 JSON Web Tokens as Saleor issues them: a short-lived access token and a long-lived refresh
// token carrying the csrf token. The signing key is made once and kept in the data folder, so tokens
// survive a restart. Every token carries the user's jwt_token_key (checked against the user on each
// use, see users.ts) and must carry a numeric `exp`: a signed token that never expires is refused.

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token: TokenType;
  email: string;
  user_id: string;
  jwt_token_key: string;
  iat: number;
  exp: number;
  jti: string;
  csrf_token?: string;
}

export class TokenError extends Error {
  constructor(
    readonly kind: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function loadSigningKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'jwt-signing.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(64).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

export function signToken(
  key: Buffer,
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds, jti: randomUUID() }));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyToken(key: Buffer, token: string, now = Date.now()): TokenClaims {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new TokenError('invalid', 'Invalid token.');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    throw new TokenError('invalid', 'Invalid token.');
  let claims: TokenClaims | null;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims | null;
  } catch {
    throw new TokenError('invalid', 'Invalid token.');
  }
  if (typeof claims !== 'object' || claims === null) throw new TokenError('invalid', 'Invalid token.');
  // PyJWT's words for the claims it checks.
  if (!('exp' in claims)) throw new TokenError('invalid', 'Token is missing the "exp" claim');
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp))
    throw new TokenError('invalid', 'Expiration Time claim (exp) must be an integer.');
  if (claims.exp <= Math.floor(now / 1000)) throw new TokenError('expired', 'Signature has expired');
  return claims;
}

export const newCsrfToken = () => randomBytes(32).toString('base64url');

/** A new jwt_token_key: 12 characters, as Saleor's get_random_string(length=12). */
export const newTokenKey = () => randomBytes(9).toString('base64url');
