// Every browser-storage key the storefront uses, in one place. The first four are fixed by the spec
// (other tools and older versions of the shop read them); the README documents the whole mapping.
export const STORAGE_KEYS = {
  authToken: 'auth-token',
  refreshToken: 'refresh-token',
  csrfToken: 'csrf-token',
  user: 'user',
  checkoutToken: 'checkout-token',
  orderMapping: 'orderMapping',
  orderOwners: 'order-owners',
  transactionIds: 'transaction-ids',
  lastPaymentPoll: 'payment-last-poll',
  refusedTransactionIds: 'payment-refused-transaction-ids',
  colourMode: 'color-mode',
  wishlist: 'wishlist',
} as const;

/** The entries an HTTP 401 removes: the session, nothing else (the cart and orders stay). */
export const SESSION_KEYS = [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user] as const;

/** localStorage, or null where there is none (outside a browser, privacy modes that throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
