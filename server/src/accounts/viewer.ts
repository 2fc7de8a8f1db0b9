import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/database';
import { TokenError, verifyToken } from './jwt';
import { TOKEN_REVOKED, tokenUser } from './users';

/**
 * The user a request acts for, from `Authorization: Bearer <access token>`. As in Saleor, a token
 * that has expired, does not verify, or was revoked (its jwt_token_key is no longer the user's) fails
 * the whole request; it never falls back to anonymous.
 */
export async function viewerFromRequest(
  req: IncomingMessage,
  key: Buffer,
  db: Queryable,
): Promise<number | null> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return null;
  try {
    const claims = verifyToken(key, match[1].trim());
    if (claims.token !== 'access') throw new TokenError('invalid', TOKEN_REVOKED);
    const found = await tokenUser(db, claims);
    if ('refused' in found) throw new TokenError('invalid', found.refused);
    return found.user.id;
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: {
        exception: { code: error.kind === 'expired' ? 'ExpiredSignatureError' : 'InvalidTokenError' },
      },
    });
  }
}
