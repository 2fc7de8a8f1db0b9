import type { Queryable } from '../db/database';
import { batchLoader, loadWithSiblings } from '../graphql/batchLoader';
import { activeRules, countryTaxes, type ActiveRules, type CountryTaxes } from '../pricing';
import {
  categoriesByIds,
  channelsByCurrency,
  defaultVariants,
  productsByIds,
  productPricingFacts,
  productTypesByIds,
  productValues,
  productVariants,
  variantMedia,
  variantsWithStock,
  variantValues,
  type Owned,
  type VariantRow,
} from './store';
import { productCollectionsLoader } from './collections';
import { translationLoaders } from './translations';

// The catalogue's loaders for one request: rows by id, and the rows a product or variant owns
// (its variants, attribute values, pictures), each kind read for a whole listing in one query.

/** Rows by a key of theirs (their id, or the product they are the default of). */
function keyed<R, K = number>(fetch: (ids: K[]) => Promise<R[]>, key: (row: R) => K) {
  return batchLoader<K, R>(async (ids) => new Map((await fetch(ids)).map((row) => [key(row), row])));
}

/** Rows grouped by the id of their owner (a product's variants, a variant's values): one query per batch. */
function grouped<R>(fetch: (ids: number[]) => Promise<Owned<R>[]>) {
  return batchLoader<number, Owned<R>[]>(async (ids) => {
    const groups = new Map<number, Owned<R>[]>(ids.map((id) => [id, []]));
    for (const row of await fetch(ids)) groups.get(row.owner_id)?.push(row);
    return groups;
  });
}

export function catalogLoaders(db: Queryable) {
  return {
    /** A product's published collections (with the channel of each), keyed by product id. */
    productCollections: productCollectionsLoader(db),
    /** Translations of each kind by (object id, language code), read a listing's worth at a time. */
    translation: translationLoaders(db),
    category: keyed(
      (ids) => categoriesByIds(db, ids),
      (row) => row.id,
    ),
    productType: keyed(
      (ids) => productTypesByIds(db, ids),
      (row) => row.id,
    ),
    /**
     * A product's default variant, keyed by product id, loaded for a whole listing at once so every
     * card can save it to the wishlist.
     */
    defaultVariant: keyed(
      (ids) => defaultVariants(db, ids),
      (row) => row.product_id,
    ),
    /** A product's own attribute values (material...), keyed by product id. */
    productValues: grouped((ids) => productValues(db, ids)),
    /** A variant's attribute values (size, colour), keyed by variant id. */
    variantValues: grouped((ids) => variantValues(db, ids)),
    /**
     * The pictures linked to a variant (Saleor's VariantMedia), keyed by variant id; none when the
     * variant has no picture of its own.
     */
    variantMedia: grouped((ids) => variantMedia(db, ids)),
    /** The promotion rules running now in a channel, keyed by channel id: one query per channel. */
    promotionRules: batchLoader<number, ActiveRules>(
      async (channelIds) =>
        new Map(
          await Promise.all(
            channelIds.map(async (id) => [id, await activeRules(db, id)] as [number, ActiveRules]),
          ),
        ),
    ),
    /**
     * A channel's tax settings and rates for a country, keyed by `${channelId}:${countryCode}` (an
     * empty code: the channel's default country): one query per channel and country.
     */
    countryTaxes: batchLoader<string, CountryTaxes>(
      async (keys) =>
        new Map(
          await Promise.all(
            keys.map(async (key) => {
              const [channelId, country] = key.split(':');
              return [key, await countryTaxes(db, Number(channelId), country || null)] as [
                string,
                CountryTaxes,
              ];
            }),
          ),
        ),
    ),
    /** A product's category and tax class, keyed by product id (for variants read without it). */
    productPricingFacts: keyed(
      (ids) => productPricingFacts(db, ids),
      (row) => row.id,
    ),
    /** The first channel of a currency, keyed by currency (variants read knowing only that). */
    channelOfCurrency: keyed(
      (currencies: string[]) => channelsByCurrency(db, currencies),
      (row) => row.currency,
    ),
    /** A product's variants in their order, with stock left, keyed by product id. */
    productVariants: batchLoader<number, VariantRow[]>(async (ids) => {
      const rows = await productVariants(db, ids);
      // Every variant of the batch knows the others, so their attributes load together too.
      const batchIds = rows.map((row) => row.id);
      const groups = new Map<number, VariantRow[]>(ids.map((id) => [id, []]));
      for (const row of rows) groups.get(row.product_id)?.push({ ...row, batch_ids: batchIds });
      return groups;
    }),
  };
}

/**
 * The variants of a list that names them by id (a checkout's lines), with their stock left: the first
 * one asked for reads them all in one query, and their products in one more when asked for. Made
 * afresh for each list read, so a list read again after a write (a later mutation of the same
 * request) shows the stock as it is then.
 */
export function variantsTogether(db: Queryable, ids: number[]) {
  const products = keyed(
    (productIds) => productsByIds(db, productIds),
    (row) => row.id,
  );
  const variants = batchLoader<number, VariantRow>(async (keys) => {
    const rows = await variantsWithStock(db, keys);
    const batchIds = rows.map((row) => row.id);
    const productIds = [...new Set(rows.map((row) => row.product_id))];
    return new Map(
      rows.map((row) => [
        row.id,
        { ...row, batch_ids: batchIds, batch_product_ids: productIds, batch_products: products },
      ]),
    );
  });
  return (id: number) => loadWithSiblings(variants, id, ids);
}
