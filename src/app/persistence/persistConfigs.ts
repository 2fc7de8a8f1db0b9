import type { PersistConfig } from 'redux-persist';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { createKeyedStorage, type SliceMapping } from './keyedStorage';

// Which slice field lives under which browser-storage key (the README's storage table).
export const persistedFields = {
  auth: {
    token: { key: STORAGE_KEYS.authToken, codec: 'string' },
    refreshToken: { key: STORAGE_KEYS.refreshToken, codec: 'string' },
    csrfToken: { key: STORAGE_KEYS.csrfToken, codec: 'string' },
    user: { key: STORAGE_KEYS.user, codec: 'json' },
  },
  checkout: { token: { key: STORAGE_KEYS.checkoutToken, codec: 'string' } },
  orders: {
    orderMapping: { key: STORAGE_KEYS.orderMapping, codec: 'json' },
    orderOwners: { key: STORAGE_KEYS.orderOwners, codec: 'json' },
  },
  payment: {
    transactionIds: { key: STORAGE_KEYS.transactionIds, codec: 'json' },
    lastPoll: { key: STORAGE_KEYS.lastPaymentPoll, codec: 'json' },
    refusedTransactionIds: { key: STORAGE_KEYS.refusedTransactionIds, codec: 'json' },
  },
  colourMode: { preference: { key: STORAGE_KEYS.colourMode, codec: 'string' } },
  wishlist: { items: { key: STORAGE_KEYS.wishlist, codec: 'json' } },
} satisfies Record<string, SliceMapping>;

export function persistConfigFor<S>(slice: keyof typeof persistedFields): PersistConfig<S> {
  const fields: SliceMapping = persistedFields[slice];
  return {
    key: slice,
    storage: createKeyedStorage(fields),
    whitelist: Object.keys(fields),
    serialize: false,
    // redux-persist's types omit the deserialize flag it honours (getStoredState.js).
    ...({ deserialize: false } as object),
  };
}
