// The service's one per-request cache: a row cache with batch loading. A list resolver that knows
// which rows its items will ask for loads them all in one query (loadMany); each item's field then
// reads them from here. Every loader of a request is made with the request's context (loaders.ts)
// and dropped with it.

export interface Loader<K, V> {
  (key: K): Promise<V>;
  loadMany: (keys: K[]) => Promise<void>;
}

/**
 * A loader over `fetchMany`. A key the batch did not return loads as null, or as what `notFound`
 * makes of it (a value, or an error it throws).
 */
export function batchLoader<K, V>(fetchMany: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V | null>;
export function batchLoader<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  notFound: (key: K) => V | Promise<V>,
): Loader<K, V>;
export function batchLoader<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  notFound: (key: K) => V | null | Promise<V | null> = () => null,
): Loader<K, V | null> {
  const cache = new Map<K, Promise<V | null>>();
  const valueOf = (fetched: Promise<Map<K, V>>, key: K) =>
    fetched.then((values) => (values.has(key) ? values.get(key)! : notFound(key)));
  const load = (key: K) => {
    let found = cache.get(key);
    if (!found) {
      found = valueOf(fetchMany([key]), key);
      cache.set(key, found);
    }
    return found;
  };
  const loadMany = async (keys: K[]) => {
    const missing = [...new Set(keys)].filter((key) => !cache.has(key));
    if (!missing.length) return;
    const fetched = fetchMany(missing);
    for (const key of missing) {
      const value = valueOf(fetched, key);
      // A failed batch (a request out of database time) is reported by loadMany and by every item
      // that reads its row; a row nobody reads must not crash the process as an unhandled rejection.
      value.catch(() => undefined);
      cache.set(key, value);
    }
    await fetched;
  };
  return Object.assign(load, { loadMany });
}

/**
 * Loads for `id` and, in the same query, for every sibling (the other products of a listing's page,
 * the other variants loaded with it), so a listing asking each product for its attributes or
 * variants costs one query, not one per product.
 */
export async function loadWithSiblings<V>(loader: Loader<number, V>, id: number, siblings?: number[]) {
  await loader.loadMany(siblings ?? [id]);
  return loader(id);
}
