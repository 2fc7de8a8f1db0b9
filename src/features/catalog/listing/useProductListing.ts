import { useEffect, useState } from 'react';
import { useConfig } from '../../../app/hooks';
import type { LanguageCodeEnum } from '../../../api/generated/schemaTypes';
import { useLanguageCode } from '../../locale';
import { useCollectionProductsQuery, useProductListQuery } from '../listingApi';
import { listingSort, PAGE_SIZE, sortOrder, type ListParams } from './listParams';
import type { ProductListQuery, ProductListQueryVariables } from './ProductList.generated';

type Connection = NonNullable<ProductListQuery['products']>;

export interface ProductListingScope {
  /** The category the products are in (with its subcategories), by id. */
  categoryId?: string | null;
  /** The collection the products are in, by id: its own list (Collection.products), in its order. */
  collectionId?: string | null;
  /** Wait (no request) while the scope is still being worked out, e.g. a category slug's id. */
  pending?: boolean;
}

/** The ProductList variables for a listing's params: one page forwards (after) or backwards (before). */
function productListVariables(
  params: ListParams,
  scope: ProductListingScope,
  channel: string,
  languageCode: LanguageCodeEnum,
): ProductListQueryVariables {
  const filter: NonNullable<ProductListQueryVariables['filter']> = {};
  if (scope.categoryId) filter.categories = [scope.categoryId];
  if (params.minPrice != null || params.maxPrice != null)
    filter.price = { gte: params.minPrice ?? undefined, lte: params.maxPrice ?? undefined };
  if (params.attributes.length) filter.attributes = params.attributes;
  return {
    channel,
    languageCode,
    ...(params.before ? { last: PAGE_SIZE, before: params.before } : { first: PAGE_SIZE }),
    ...(params.after ? { after: params.after } : {}),
    // A collection's products have no search in Saleor 3.21 (Collection.products): its listing ignores ?q=.
    ...(params.q && !scope.collectionId ? { search: params.q } : {}),
    sortBy: sortOrder(listingSort(params, Boolean(scope.collectionId))),
    ...(Object.keys(filter).length ? { filter } : {}),
  };
}

/**
 * One page of products for a listing, and what to show while a request runs or after it fails:
 * the last page that loaded stays (so a failed next page or retry loses nothing on screen).
 */
export function useProductListing(
  params: ListParams,
  scope: ProductListingScope,
  { onBadCursor }: { onBadCursor: () => void },
) {
  const { channel } = useConfig();
  const languageCode = useLanguageCode();
  const variables = productListVariables(params, scope, channel, languageCode);
  const { collectionId } = scope;
  // A collection's products are its own list (the only one Saleor sorts by COLLECTION); others are
  // the products list, filtered.
  const listQuery = useProductListQuery(variables, { skip: scope.pending || Boolean(collectionId) });
  const collectionQuery = useCollectionProductsQuery(
    { ...variables, id: collectionId ?? '' },
    { skip: scope.pending || !collectionId },
  );
  const query = collectionId ? collectionQuery : listQuery;
  const connection =
    (collectionId ? collectionQuery.currentData?.collection?.products : listQuery.currentData?.products) ??
    null;
  const graphQLErrors = query.currentData?.graphQLErrors ?? [];
  // An answer without the list is a failure even when the HTTP request succeeded.
  const failed = query.isError || (query.currentData != null && connection == null);

  // Keep what was on screen: React's "state from the previous render" pattern, no effect needed.
  const [shown, setShown] = useState<Connection | null>(connection);
  if (connection && connection !== shown) setShown(connection);

  // A cursor the API refuses (an old or hand-edited link) is dropped: the listing starts again at
  // its first page instead of showing an error.
  const cursorRefused =
    connection == null &&
    Boolean(params.after || params.before) &&
    graphQLErrors.some((error) => /cursor/i.test(error.message));
  useEffect(() => {
    if (cursorRefused) onBadCursor();
  }, [cursorRefused, onBadCursor]);

  return {
    connection: shown,
    products: shown?.edges.map((edge) => edge.node) ?? [],
    /** Nothing to show yet: the first request is still on its way. */
    loading: !shown && !failed && (scope.pending || query.isFetching || query.isUninitialized),
    /** A newer page is on its way while an older one is shown. */
    fetching: query.isFetching && Boolean(shown),
    failed: failed && !cursorRefused,
    retry: () => void query.refetch(),
  };
}
