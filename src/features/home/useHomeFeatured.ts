import { useMemo } from 'react';
import { useConfig } from '../../app/hooks';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { useLanguageCode } from '../locale';
import { useHomeFeaturedQuery } from './homeApi';

/** Top-level categories asked for; those with a picture are shown, at most FEATURED_CATEGORIES. */
const CATEGORIES_ASKED = 20;
export const FEATURED_CATEGORIES = 6;
export const FEATURED_PRODUCTS = 8;

/**
 * The home page's featured categories and newest products. After a failed refetch RTK Query keeps
 * the last answer, so what was on screen stays under the error and its retry button.
 */
/**
 * The home page's query, as the page and its prefetch at navigation ask for it: the featured
 * collection is config.json's featuredCollection (a slug; blank for none).
 */
export const homeFeaturedArgs = (
  { channel, featuredCollection }: { channel: string; featuredCollection: string },
  languageCode: LanguageCodeEnum,
) => ({
  channel,
  languageCode,
  categories: CATEGORIES_ASKED,
  products: FEATURED_PRODUCTS,
  collection: featuredCollection.trim(),
  withCollection: featuredCollection.trim() !== '',
});

export function useHomeFeatured() {
  const config = useConfig();
  const languageCode = useLanguageCode();
  const query = useHomeFeaturedQuery(homeFeaturedArgs(config, languageCode));
  const { data } = query;
  const categories = useMemo(
    () =>
      data?.categories?.edges
        .map((edge) => edge.node)
        .filter((category) => category.backgroundImage)
        .slice(0, FEATURED_CATEGORIES) ?? null,
    [data],
  );
  const products = useMemo(() => data?.products?.edges.map((edge) => edge.node) ?? null, [data]);
  // The featured collection, when config.json names one the channel has published (null otherwise).
  const collection = useMemo(
    () =>
      data?.collection
        ? { ...data.collection, products: data.collection.products?.edges.map((edge) => edge.node) ?? [] }
        : null,
    [data],
  );
  // An answer without one of the lists is a failure too (a GraphQL error beside the other list).
  const failed = query.isError || (data != null && (!data.categories || !data.products));
  return {
    categories: data?.categories ? categories : null,
    products: data?.products ? products : null,
    collection,
    /** Whether config.json names a featured collection (its place is kept while it loads). */
    wantsCollection: Boolean(config.featuredCollection.trim()),
    loading: query.isLoading,
    failed: failed && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
