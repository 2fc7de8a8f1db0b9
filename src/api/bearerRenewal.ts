import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { errorCode, type GraphQLErrorInfo } from '../lib/graphqlLogging';
import type { ApiExtra } from './apiExtra';
import { SESSIONLESS_ENDPOINTS } from './sessionlessEndpoints';
import { isTokenExpired, isTokenExpiring } from './tokenExpiry';

// Keeping the shopper's bearer usable: refresh a little before the access token expires, and after a
// request the server refused for its bearer, refresh and let the caller retry once. The refresh
// itself is the store's (ApiExtra.refreshSession: the session feature's, which shares one
// tokenRefresh among all who ask at the same time and logs out when it fails).

interface StateWithSession {
  auth?: { token: string | null; refreshToken: string | null };
}

/**
 * The codes Saleor (PyJWT) gives a top-level error when the bearer itself fails: expired, a bad
 * signature (a token from another key, or an old one), or one that does not decode.
 */
const BEARER_REJECTED = new Set([
  'ExpiredSignatureError',
  'InvalidSignatureError',
  'InvalidTokenError',
  'DecodeError',
]);

/** True when the request failed because of its bearer token, not because of what it asked. */
export function isBearerRejected(errors: readonly GraphQLErrorInfo[]): boolean {
  return errors.some((error) => {
    const code = errorCode(error);
    return (code !== null && BEARER_REJECTED.has(code)) || error.message === 'Signature has expired';
  });
}

/** The shopper's token this endpoint would send now (null for the token operations themselves). */
export function bearerFor(api: Pick<BaseQueryApi, 'getState' | 'endpoint'>): string | null {
  if (SESSIONLESS_ENDPOINTS.has(api.endpoint)) return null;
  return (api.getState() as StateWithSession).auth?.token ?? null;
}

/** The shared refresh: true when there is a new access token; a failed refresh has logged out. */
export async function refreshBearer(api: Pick<BaseQueryApi, 'extra'>): Promise<boolean> {
  try {
    return await (api.extra as ApiExtra).refreshSession();
  } catch (error) {
    // Only the chunk itself can fail here (refreshSession answers every failure with false).
    console.warn('[auth] Token refresh could not start', error);
    return false;
  }
}

/**
 * Before a request: when its bearer expires within the refresh margin, refresh first (shared). A
 * token that has already expired is refreshed even without a refresh token, which then logs out:
 * sending it would only fail the request.
 */
export async function renewBearerAhead(api: Pick<BaseQueryApi, 'getState' | 'endpoint' | 'extra'>) {
  const token = bearerFor(api);
  if (!token || !isTokenExpiring(token)) return;
  const { refreshToken } = (api.getState() as StateWithSession).auth ?? {};
  if (refreshToken || isTokenExpired(token)) await refreshBearer(api);
}
