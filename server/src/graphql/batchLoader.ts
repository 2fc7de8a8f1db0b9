// A per-request row cache with batch loading: a list resolver that knows which rows its items will
// ask for loads them all in one query (loadMany); each item's field then reads them from here.

export interface Loader<V> {
  (key: number): Promise<V | null>;
  loadMany: (keys: number[]) => Promise<void>;
}

export function batchLoader<V>(fetchMany: (keys: number[]) => Promise<Map<number, V>>): Loader<V> {
  const cache = new Map<number, Promise<V | null>>();
  const load = ((key: number) => {
    let found = cache.get(key);
    if (!found) {
      found = fetchMany([key]).then((values) => values.get(key) ?? null);
      cache.set(key, found);
    }
    return found;
  }) as Loader<V>;
  load.loadMany = async (keys) => {
    const missing = [...new Set(keys)].filter((key) => !cache.has(key));
    if (!missing.length) return;
    const fetched = fetchMany(missing);
    for (const key of missing) {
      const value = fetched.then((values) => values.get(key) ?? null);
      // A failed batch (a request out of database time) is reported by loadMany and by every item
      // that reads its row; a row nobody reads must not crash the process as an unhandled rejection.
      value.catch(() => undefined);
      cache.set(key, value);
    }
    await fetched;
  };
  return load;
}
