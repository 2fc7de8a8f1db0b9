import type { Storage as PersistStorage } from 'redux-persist';
import { browserStorage } from '../../lib/storageKeys';

// redux-persist normally writes a whole slice as one JSON blob under "persist:<key>". The spec fixes
// individual keys instead (auth-token, refresh-token, user, ...), so this adapter spreads a slice's
// fields over their own localStorage entries and gathers them back on rehydration. Use it with
// `serialize: false` and `deserialize: false` so the adapter sees plain values.

export type FieldCodec = 'string' | 'json';

export interface FieldMapping {
  key: string;
  codec: FieldCodec;
}

export type SliceMapping = Record<string, FieldMapping>;

function decode(raw: string, codec: FieldCodec): unknown {
  if (codec === 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // a damaged entry is dropped, not fatal
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export function createKeyedStorage(mapping: SliceMapping, storage = browserStorage): PersistStorage {
  return {
    getItem(): Promise<Record<string, unknown> | null> {
      const store = storage();
      if (!store) return Promise.resolve(null);
      const state: Record<string, unknown> = {};
      for (const [field, { key, codec }] of Object.entries(mapping)) {
        const raw = store.getItem(key);
        if (raw === null) continue;
        const value = decode(raw, codec);
        if (value !== undefined) state[field] = value;
      }
      return Promise.resolve(Object.keys(state).length ? state : null);
    },
    setItem(_persistKey: string, state: Record<string, unknown>): Promise<void> {
      const store = storage();
      if (!store) return Promise.resolve();
      for (const [field, { key, codec }] of Object.entries(mapping)) {
        if (!(field in state)) continue;
        const value = state[field];
        try {
          if (isEmpty(value)) store.removeItem(key);
          else store.setItem(key, codec === 'string' ? String(value) : JSON.stringify(value));
        } catch (error) {
          // Storage full (QuotaExceededError) or refused: the value stays in the store for this visit,
          // the other fields are still written, and the app carries on.
          console.warn(`[storage] Could not save ${key}:`, error);
        }
      }
      return Promise.resolve();
    },
    removeItem(): Promise<void> {
      const store = storage();
      for (const { key } of Object.values(mapping)) store?.removeItem(key);
      return Promise.resolve();
    },
  };
}
