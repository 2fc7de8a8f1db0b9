import type { CategoryBranch } from '../category/categoryTree';
import type { FilterAttribute } from './AttributeFilters';
import type { FilterScopeQuery } from './FilterScope.generated';
import type { AttributeFilter } from './listParams';

// Which filter values a listing offers. Saleor's attribute choices are every value of an attribute
// in the shop (Apparel's Material lists Stoneware), so the values come from the products in scope
// (FilterScope.graphql, 100 a request) and the choices only give their names and order.

/**
 * Past this many products in scope, reading them all would cost more requests than the filters are
 * worth (one per 100): the filters then offer every value, as Saleor's choices list them.
 */
export const MAX_SCOPE_PRODUCTS = 500;

/** What the products in a listing's scope carry. */
export interface FilterScope {
  /** False when the scope held more than MAX_SCOPE_PRODUCTS: nothing was read, offer everything. */
  complete: boolean;
  /** `attribute:value` slugs of the values the products or their variants have. */
  values: string[];
  /** The categories the products are in (not their parents). */
  categoryIds: string[];
}

type ScopePage = NonNullable<FilterScopeQuery['products']>;

export const valueKey = (attribute: string, value: string) => `${attribute}:${value}`;

/** A scope with one more page of products read into it. */
export function withScopePage(scope: FilterScope, page: ScopePage): FilterScope {
  const values = new Set(scope.values);
  const categoryIds = new Set(scope.categoryIds);
  for (const { node } of page.edges) {
    if (node.category) categoryIds.add(node.category.id);
    const selected = [...node.attributes, ...(node.variants ?? []).flatMap((variant) => variant.attributes)];
    for (const { attribute, values: assigned } of selected)
      for (const value of assigned)
        if (attribute.slug && value.slug) values.add(valueKey(attribute.slug, value.slug));
  }
  return { complete: scope.complete, values: [...values], categoryIds: [...categoryIds] };
}

export const emptyScope: FilterScope = { complete: true, values: [], categoryIds: [] };
export const unreadScope: FilterScope = { complete: false, values: [], categoryIds: [] };

/**
 * The attributes with only the values some product in scope has (and any value already chosen, so
 * it can be unticked); an attribute left with none is dropped.
 */
export function offeredAttributes(
  attributes: FilterAttribute[],
  scope: FilterScope,
  chosen: AttributeFilter[],
): FilterAttribute[] {
  if (!scope.complete) return attributes;
  const offered = new Set(scope.values);
  for (const filter of chosen) for (const value of filter.values) offered.add(valueKey(filter.slug, value));
  return attributes.flatMap((attribute) => {
    const edges = (attribute.choices?.edges ?? []).filter(
      ({ node }) => node.slug != null && offered.has(valueKey(attribute.slug, node.slug)),
    );
    return edges.length ? [{ ...attribute, choices: { ...attribute.choices, edges } }] : [];
  });
}

/**
 * The category tree cut to the categories holding a product in scope, with their parents (and the
 * chosen one, so the select still shows it).
 */
export function offeredCategories(
  tree: CategoryBranch[],
  scope: FilterScope,
  chosenSlug: string | null,
): CategoryBranch[] {
  if (!scope.complete) return tree;
  const holding = new Set(scope.categoryIds);
  return tree.flatMap((branch) => {
    const children = offeredCategories(branch.children, scope, chosenSlug);
    return holding.has(branch.id) || branch.slug === chosenSlug || children.length
      ? [{ ...branch, children }]
      : [];
  });
}
