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
    for (const key of missing)
      cache.set(
        key,
        fetched.then((values) => values.get(key) ?? null),
      );
    await fetched;
  };
  return load;
}
