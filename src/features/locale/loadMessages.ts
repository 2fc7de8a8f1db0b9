import { BUILD_ID } from '../../lib/build/buildId';
import { browserStorage } from '../../lib/storageKeys';
import type { Locale } from './localeSlice';

import type { MessageFormatElement } from 'react-intl';

/** Messages as the build compiles them (parsed ICU), or plain strings (tests, older caches). */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** Translations are reused for 24 hours; a new build has new ones (?v= and the key). */
export const MESSAGES_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const I18N_BASE = '/i18n';

interface CacheEntry {
  savedAt: number;
  messages: Messages;
}

/** What the cache needs of localStorage (length, key and removeItem to prune old entries). */
export type MessagesStorage = Pick<Storage, 'getItem' | 'setItem'> &
  Partial<Pick<Storage, 'length' | 'key' | 'removeItem'>>;

export interface LoadOptions {
  fetchImpl?: typeof fetch;
  storage?: MessagesStorage | null;
  now?: number;
  buildId?: string;
}

const memory = new Map<string, CacheEntry>();

const CACHE_PREFIX = 'i18n-cache:';
const cacheKey = (locale: Locale, buildId: string) => `${CACHE_PREFIX}${locale}:${buildId}`;

/**
 * Removes the i18n-cache:* entries that can no longer be used: those of other builds, and those of this
 * build older than 24 hours. Other languages of this build stay (the shopper may switch back).
 */
export function pruneMessagesCache(storage: MessagesStorage, buildId: string, now: number): void {
  if (!storage.key || !storage.removeItem || typeof storage.length !== 'number') return;
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(CACHE_PREFIX)) continue;
    if (!key.endsWith(`:${buildId}`)) {
      stale.push(key);
      continue;
    }
    try {
      const entry = JSON.parse(storage.getItem(key) ?? 'null') as CacheEntry | null;
      if (!entry || !(now - entry.savedAt < MESSAGES_CACHE_TTL_MS)) stale.push(key);
    } catch {
      stale.push(key);
    }
  }
  for (const key of stale) storage.removeItem(key);
}

/** Cached messages younger than 24 hours, without a request; null when there are none. */
export function cachedMessages(
  locale: Locale,
  { storage = browserStorage(), now = Date.now(), buildId = BUILD_ID }: LoadOptions = {},
): Messages | null {
  const key = cacheKey(locale, buildId);
  let entry = memory.get(key);
  if (!entry) {
    try {
      const raw = storage?.getItem(key);
      entry = raw ? (JSON.parse(raw) as CacheEntry) : undefined;
    } catch {
      entry = undefined;
    }
  }
  // A primed entry (savedAt +Infinity) never ages.
  if (!entry || now - entry.savedAt >= MESSAGES_CACHE_TTL_MS) return null;
  memory.set(key, entry);
  return entry.messages;
}

/** The messages of `locale`: from the 24-hour cache, else `/i18n/{locale}/messages.json`. */
export async function loadMessages(locale: Locale, options: LoadOptions = {}): Promise<Messages> {
  const { fetchImpl = fetch, storage = browserStorage(), now = Date.now(), buildId = BUILD_ID } = options;
  const cached = cachedMessages(locale, { storage, now, buildId });
  if (cached) return cached;
  const response = await fetchImpl(`${I18N_BASE}/${locale}/messages.json?v=${encodeURIComponent(buildId)}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const messages = (await response.json()) as Messages;
  const entry = { savedAt: now, messages };
  memory.set(cacheKey(locale, buildId), entry);
  try {
    if (storage) {
      pruneMessagesCache(storage, buildId, now);
      storage.setItem(cacheKey(locale, buildId), JSON.stringify(entry));
    }
  } catch (error) {
    // storage full or refused: the memory copy still serves this visit
    console.warn('[i18n] Could not cache messages for', locale, error);
  }
  return messages;
}

/**
 * Messages the page already has (inline in a server-rendered page, or loaded by the server itself):
 * kept for the life of this page or process, as they belong to this build.
 */
export function primeMessages(locale: Locale, messages: Messages, buildId = BUILD_ID): void {
  memory.set(cacheKey(locale, buildId), { savedAt: Number.POSITIVE_INFINITY, messages });
}

export function clearMessagesMemoryForTests() {
  memory.clear();
}
