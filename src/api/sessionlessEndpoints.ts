/**
 * Endpoints that never carry the shopper's own bearer (the public API token still goes when set):
 * Saleor fails a whole request whose bearer has expired or does not verify, so logging in, verifying
 * and refreshing must not send a stale one. For the same reason they are never refreshed and retried.
 */
export const SESSIONLESS_ENDPOINTS: ReadonlySet<string> = new Set([
  'tokenCreate',
  'tokenVerify',
  'tokenRefresh',
]);
