import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import { fromGlobalId } from '../graphql/ids';
import { TokenError, verifyToken } from './jwt';

/**
 * The user a request acts for, from `Authorization: Bearer <access token>`. As in Saleor, a token
 * that has expired or does not verify fails the whole request; it never falls back to anonymous.
 */
export function viewerFromRequest(req: IncomingMessage, key: Buffer): number | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return null;
  try {
    const claims = verifyToken(key, match[1].trim());
    if (claims.token !== 'access') throw new TokenError('invalid', 'Invalid token.');
    const parsed = fromGlobalId(claims.user_id);
    return parsed?.type === 'User' ? Number(parsed.pk) : null;
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: {
        exception: { code: error.kind === 'expired' ? 'ExpiredSignatureError' : 'InvalidTokenError' },
      },
    });
  }
}
