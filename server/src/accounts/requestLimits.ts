import type { AccountErrorValue } from './accountErrors';
import { ExpiringMap } from './expiringMap';
import { saleorDateTime } from './loginThrottle';

// Per client address limits for the account requests that send email or make accounts
// (accountRegister, requestPasswordReset), so one address cannot flood inboxes or the user table.
// Saleor has none of its own; the answer borrows its LOGIN_ATTEMPT_DELAYED code and the wording of its
// login throttle, so a client shows all three the same way. Only requests that would do the work
// count (those the validation refuses cost nothing and send nothing). A fixed window per address,
// kept in this process's memory, bounded in size.

const WINDOW_MS = 60 * 1000;
const MAX_ENTRIES = 50_000;

export type LimitedRequest = 'accountRegister' | 'requestPasswordReset';

/** How many requests of each kind one address may make per window (a minute). */
export const REQUEST_LIMITS: Record<LimitedRequest, number> = {
  accountRegister: 10,
  requestPasswordReset: 10,
};

const counters = new ExpiringMap<number>(MAX_ENTRIES);

const messages: Record<LimitedRequest, (until: string) => string> = {
  accountRegister: (until) =>
    `Registration has been suspended till ${until} due to too many attempts originating from the same IP address.`,
  requestPasswordReset: (until) =>
    `Password reset has been suspended till ${until} due to too many requests originating from the same IP address.`,
};

/** Counts one request from `address`: null when allowed, else the error to answer with. */
export function limitRequest(kind: LimitedRequest, address: string): AccountErrorValue | null {
  const key = `${kind}:${address}`;
  const now = Date.now();
  const count = counters.increment(key, WINDOW_MS, now);
  if (count <= REQUEST_LIMITS[kind]) return null;
  const until = new Date(counters.expiresAt(key, now) ?? now + WINDOW_MS);
  return { field: null, message: messages[kind](saleorDateTime(until)), code: 'LOGIN_ATTEMPT_DELAYED' };
}
