import { catalogLoaders } from '../catalog/loaders';
import { checkoutTotalsLoader } from '../checkout/load';
import type { Queryable } from '../db/database';
import { orderLoaders } from '../orders/loaders';

/** Every loader of one request (batchLoader.ts): made with the request's context, gone with it. */
export function requestLoaders(db: Queryable) {
  return { ...catalogLoaders(db), ...orderLoaders(db), checkoutTotals: checkoutTotalsLoader(db) };
}

export type RequestLoaders = ReturnType<typeof requestLoaders>;
