/**
 * What the store gives the API layer (RTK's thunk `extra`, which base queries receive as `api.extra`):
 * the one thing it needs from the session feature, without importing it.
 */
export interface ApiExtra {
  /**
   * Renews the shopper's access token, shared among all who ask at the same time: true when there is
   * a new one, false when the session has ended (and the shopper has been logged out).
   */
  refreshSession(): Promise<boolean>;
}
