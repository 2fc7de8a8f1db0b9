import { useConfig } from '../../../app/hooks';
import { useLanguageCode } from '../../locale';
import type { CategoryBranch } from '../category/categoryTree';
import { useFilterAttributesQuery, useFilterScopeQuery } from '../listingApi';
import { offeredAttributes, offeredCategories } from './filterScope';
import type { ListParams } from './listParams';

/**
 * What a listing's filter panel offers. Saleor lists every value of an attribute whatever the
 * category, so the values offered are those the products in scope carry (the listing's category or
 * the one chosen, and its words); on the search page the categories offered are those holding a
 * product that matches the words. Nothing is asked while `skip` (no panel, or a category slug still
 * being resolved).
 */
export function useListingFilters({
  params,
  scopeId,
  collectionId = null,
  categoryTree,
  skip,
}: {
  params: ListParams;
  /** The category the listing is narrowed to (its own, or the one chosen), by id. */
  scopeId: string | null;
  /** The collection the listing shows, by id (its products' values are offered). */
  collectionId?: string | null;
  /** The search page's category tree (the category filter); undefined elsewhere. */
  categoryTree?: CategoryBranch[];
  skip: boolean;
}) {
  const config = useConfig();
  const channel = config.channel;
  const languageCode = useLanguageCode();
  const search = params.q || undefined;
  const attributesQuery = useFilterAttributesQuery(
    { channel, languageCode, ...(scopeId ? { filter: { inCategory: scopeId } } : {}) },
    { skip },
  );
  const valuesScope = useFilterScopeQuery(
    {
      channel,
      search,
      ...(scopeId ? { categoryId: scopeId } : {}),
      ...(collectionId ? { collectionId } : {}),
    },
    { skip },
  );
  // Any category: the same request as the values' while none is chosen.
  const categoriesScope = useFilterScopeQuery({ channel, search }, { skip: skip || !categoryTree });

  // Every attribute with every value: the applied-filter chips name a chosen value out of scope too.
  const attributes = attributesQuery.data?.attributes?.edges.map((edge) => edge.node) ?? [];
  const listFailed =
    attributesQuery.isError || (attributesQuery.data != null && !attributesQuery.data.attributes);
  return {
    attributes,
    /** The attributes and values to offer; none until the products in scope are known. */
    offered: valuesScope.data ? offeredAttributes(attributes, valuesScope.data, params.attributes) : [],
    failed: listFailed || valuesScope.isError,
    retry: () => {
      if (listFailed) void attributesQuery.refetch();
      if (valuesScope.isError) void valuesScope.refetch();
    },
    /** The categories to offer (all of them until the products matching the words are known). */
    categoryTree:
      categoryTree && categoriesScope.data
        ? offeredCategories(categoryTree, categoriesScope.data, params.category)
        : categoryTree,
  };
}
