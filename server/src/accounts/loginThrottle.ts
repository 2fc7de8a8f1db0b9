import type { AccountErrorValue } from './accountErrors';
import { ExpiringMap } from './expiringMap';

// Saleor's login throttling (saleor/account/throttling.py), kept in this process's memory. Every
// attempt first blocks the client address for 1 s; a success lifts the block and clears the counters;
// a failure blocks the address for max(1 s, per-address delay, per-address-and-account delay):
//   per address, any email:         2^(ceil(n/10) - 1) s (1 s for failures 1-10, 2 s for 11-20, ...),
//                                   3600 s from 100 failures;
//   per address and known account:  2^(n - 1) s, 3600 s from 10 failures.
// Counters live 2 hours from their first failure. So logging in again at once after a success works,
// and after a failure the next attempt waits at least a second.
//
// One step past Saleor, which no sequential client can tell: attempts from one address are handled one
// after the other. Saleor refuses an attempt while another from the same address is under way (its
// 1 s block is already set); here it waits its turn, so two people behind one router who log in at
// the same moment both get in, and parallel guessing still gets nothing (each waits for the previous
// failure's block). Only a few may wait; more are refused as Saleor would.

const MIN_DELAY_S = 1;
const MAX_DELAY_S = 3600;
const COUNTER_TTL_MS = 7200 * 1000;
const MAX_ENTRIES = 50_000;
const MAX_WAITING_PER_ADDRESS = 8;

const blocks = new ExpiringMap<number>(MAX_ENTRIES);
const failures = new ExpiringMap<number>(MAX_ENTRIES);
const lanes = new Map<string, { tail: Promise<unknown>; waiting: number }>();

/** Saleor's get_delay_time, in seconds. */
export function delaySeconds(addressFailures: number, accountFailures: number): number {
  const addressDelay =
    addressFailures > 0
      ? addressFailures < 100
        ? 2 ** (Math.ceil(addressFailures / 10) - 1)
        : MAX_DELAY_S
      : 0;
  const accountDelay =
    accountFailures > 0 ? (accountFailures < 10 ? 2 ** (accountFailures - 1) : MAX_DELAY_S) : 0;
  return Math.max(addressDelay, accountDelay, MIN_DELAY_S);
}

export interface Authentication {
  /** The account the email belongs to, if any (its failures are counted apart). */
  userId: number | null;
  passwordValid: boolean;
}

export type Throttled<T> = { delayedUntil: Date } | { outcome: T };

function block(address: string, seconds: number, now: number) {
  blocks.set(address, now + seconds * 1000, seconds * 1000, now);
}

async function attempt<T extends Authentication>(
  address: string,
  authenticate: () => Promise<T>,
): Promise<Throttled<T>> {
  const blockedUntil = blocks.get(address);
  if (blockedUntil !== undefined) return { delayedUntil: new Date(blockedUntil) };
  block(address, MIN_DELAY_S, Date.now());
  const outcome = await authenticate();
  const addressKey = `ip:${address}`;
  const accountKey = outcome.userId == null ? null : `ip:${address}:user:${outcome.userId}`;
  if (outcome.userId != null && outcome.passwordValid) {
    failures.delete(addressKey);
    failures.delete(accountKey!);
    blocks.delete(address);
    return { outcome };
  }
  const now = Date.now();
  const accountFailures = accountKey ? failures.increment(accountKey, COUNTER_TTL_MS, now) : 0;
  const addressFailures = failures.increment(addressKey, COUNTER_TTL_MS, now);
  const delay = delaySeconds(addressFailures, accountFailures);
  if (delay === MAX_DELAY_S)
    console.warn('[accounts] login attempts from %s reached the longest delay', address);
  block(address, delay, now);
  return { outcome };
}

/** One login attempt from `address` under the throttle: the outcome, or when the address may try again. */
export async function throttledLogin<T extends Authentication>(
  address: string,
  authenticate: () => Promise<T>,
): Promise<Throttled<T>> {
  const lane = lanes.get(address) ?? { tail: Promise.resolve(), waiting: 0 };
  if (lane.waiting >= MAX_WAITING_PER_ADDRESS)
    return { delayedUntil: new Date(blocks.get(address) ?? Date.now() + MIN_DELAY_S * 1000) };
  lane.waiting += 1;
  lanes.set(address, lane);
  const run = lane.tail.then(() => attempt(address, authenticate));
  lane.tail = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    lane.waiting -= 1;
    if (lane.waiting === 0) lanes.delete(address);
  }
}

/** Python's str() of an aware UTC datetime, as Saleor writes it in its message. */
export function saleorDateTime(date: Date): string {
  const [day, time] = date.toISOString().replace('Z', '').split('T');
  const [clock, ms] = time.split('.');
  return `${day} ${clock}${Number(ms) ? `.${ms}000` : ''}+00:00`;
}

export const loginDelayedError = (until: Date): AccountErrorValue => ({
  field: null,
  message: `Logging has been suspended till ${saleorDateTime(until)} due to too many logging attempts originating from the same IP address.`,
  code: 'LOGIN_ATTEMPT_DELAYED',
});

export const UNKNOWN_ADDRESS_ERROR: AccountErrorValue = {
  field: null,
  message: "Can't identify requester IP address.",
  code: 'UNKNOWN_IP_ADDRESS',
};
