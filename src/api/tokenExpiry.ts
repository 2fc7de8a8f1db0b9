// When an access token expires, read from its own payload (a JWT's middle part, base64url JSON). No
// library: the storefront never verifies a signature, it only wants `exp` to refresh ahead of it.

/** Refresh this long before the access token's `exp`, so no request goes out with a token about to die. */
export const REFRESH_AHEAD_MS = 30_000;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  // The payload is UTF-8 (an email may hold any character); atob gives one char per byte.
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The token's expiry in ms since the epoch, or null when it is not a JWT with a numeric `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token has expired or will within REFRESH_AHEAD_MS (an unreadable token: false). */
export function isTokenExpiring(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= REFRESH_AHEAD_MS;
}

/** True when the token's `exp` has passed: sending it would fail the whole request. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now;
}
