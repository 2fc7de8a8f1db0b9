import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/common/LoadError';
import { flattenCategoryTree, type CategoryBranch } from '../category/categoryTree';
import { ActiveFilters } from './ActiveFilters';
import { AttributeFilters } from './AttributeFilters';
import { CategoryFilter } from './CategoryFilter';
import { EmptyResults } from './EmptyResults';
import { listingMessages } from './listingMessages';
import { hasFilters, listingSort, sortOptions, toggleAttributeValue, type ListParams } from './listParams';
import { Pager } from './Pager';
import { PriceFilter } from './PriceFilter';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { SortSelect } from './SortSelect';
import { useListingFilters } from './useListingFilters';
import { useListParams } from './useListParams';
import { useProductListing } from './useProductListing';

export interface ProductListingProps {
  /** A category page's own category: its products (with subcategories'), its attributes as filters. */
  categoryId?: string | null;
  /** A collection page's own collection: its products, in the shop's order unless another is chosen. */
  collectionId?: string | null;
  /**
   * The search page's category filter: every category (null while they load). A slug in the URL
   * that names none of them is ignored.
   */
  categories?: { tree: CategoryBranch[]; ready: boolean };
  /** Offer filters (price, attributes, and the category when `categories` is given). */
  filters?: boolean;
  /** Shown above the toolbar inside the results column (e.g. the search form). */
  children?: ReactNode;
}

/**
 * A paged, sorted and (optionally) filtered product listing whose state is the URL: the products,
 * search and category pages. The last page that loaded stays on screen while the next one comes and
 * when a request fails (the error and a retry above it).
 */
export function ProductListing({
  categoryId = null,
  collectionId = null,
  categories,
  filters = true,
  children,
}: ProductListingProps) {
  const intl = useIntl();
  const inCollection = collectionId != null;
  const { params: urlParams, update, goTo, dropCursor } = useListParams(inCollection);
  // Only the search page filters by a category from the URL; elsewhere ?category= means nothing.
  const params = categories ? urlParams : { ...urlParams, category: null };
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const countRef = useRef<HTMLParagraphElement>(null);

  const chosenCategory =
    categories && params.category
      ? (flattenCategoryTree(categories.tree).find(({ category }) => category.slug === params.category)
          ?.category ?? null)
      : null;
  const scopeId = categoryId ?? chosenCategory?.id ?? null;
  const pending = Boolean(categories && params.category && !categories.ready);

  const listing = useProductListing(
    params,
    { categoryId: scopeId, collectionId, pending },
    { onBadCursor: dropCursor },
  );
  const filterPanel = useListingFilters({
    params,
    scopeId,
    collectionId,
    categoryTree: categories?.tree,
    skip: !filters || pending,
  });
  const currency = listing.products[0]?.pricing?.priceRange?.start?.gross.currency ?? null;

  const change = useCallback((patch: Partial<ListParams>) => update(patch), [update]);
  const onPage = (page: { after: string } | { before: string }) => {
    goTo(page);
    // The new page starts at the top, and a screen reader hears the count there.
    countRef.current?.scrollIntoView?.({ block: 'start' });
    countRef.current?.focus({ preventScroll: true });
  };
  const appliedCount =
    (params.category ? 1 : 0) +
    (params.minPrice != null || params.maxPrice != null ? 1 : 0) +
    params.attributes.reduce((sum, filter) => sum + filter.values.length, 0);
  const total = listing.connection?.totalCount;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 2, md: 4 }}
      sx={{ alignItems: 'flex-start' }}
    >
      {filters && (
        <Box
          component="aside"
          aria-labelledby={`${panelId}-heading`}
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
        >
          <Button
            variant="outlined"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            {intl.formatMessage(listingMessages.filtersCount, { count: appliedCount })}
          </Button>
          <Stack
            id={panelId}
            spacing={3}
            sx={{ display: { xs: panelOpen ? 'flex' : 'none', md: 'flex' }, mt: { xs: 2, md: 0 } }}
          >
            <Typography id={`${panelId}-heading`} variant="h6" component="h2">
              {intl.formatMessage(listingMessages.filters)}
            </Typography>
            {categories && (
              <CategoryFilter
                tree={filterPanel.categoryTree ?? categories.tree}
                value={params.category}
                onChange={(category) => change({ category, attributes: [] })}
              />
            )}
            <PriceFilter
              key={`${params.minPrice}-${params.maxPrice}`}
              min={params.minPrice}
              max={params.maxPrice}
              onApply={change}
            />
            {filterPanel.failed ? (
              <LoadError
                message={intl.formatMessage(listingMessages.attributesFailed)}
                onRetry={filterPanel.retry}
              />
            ) : (
              <AttributeFilters
                attributes={filterPanel.offered}
                selected={params.attributes}
                onToggle={(attribute, value) =>
                  change({ attributes: toggleAttributeValue(params.attributes, attribute, value) })
                }
              />
            )}
          </Stack>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {children}
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', mb: 2 }}
        >
          {/* The count keeps a line of its own while it loads, and on a phone its own row, so the sort
              select never moves when the count arrives (it would wrap beside a long one). */}
          <Typography
            ref={countRef}
            tabIndex={-1}
            role="status"
            sx={{
              outline: 'none',
              scrollMarginTop: 80,
              minHeight: '1.5em',
              flexBasis: { xs: '100%', sm: 'auto' },
            }}
          >
            {total != null &&
              (params.q
                ? intl.formatMessage(listingMessages.countFor, { count: total, query: params.q })
                : intl.formatMessage(listingMessages.count, { count: total }))}
          </Typography>
          <SortSelect
            value={listingSort(params, inCollection)}
            options={sortOptions(params.q, inCollection)}
            onChange={(sort) => change({ sort })}
          />
        </Stack>
        {filters && (
          <ActiveFilters
            params={params}
            categoryName={chosenCategory?.name ?? null}
            attributes={filterPanel.attributes}
            currency={currency}
            onChange={change}
          />
        )}
        {listing.failed && (
          <LoadError message={intl.formatMessage(listingMessages.loadFailed)} onRetry={listing.retry} />
        )}
        {listing.loading ? (
          <ProductGridSkeleton />
        ) : listing.products.length ? (
          <ProductGrid
            products={listing.products}
            label={intl.formatMessage(listingMessages.results)}
            busy={listing.fetching}
          />
        ) : (
          listing.connection && (
            <EmptyResults
              query={params.q}
              filtered={hasFilters(params)}
              onClearFilters={() =>
                change({ category: null, minPrice: null, maxPrice: null, attributes: [] })
              }
            />
          )
        )}
        {listing.connection && (
          <Pager pageInfo={listing.connection.pageInfo} disabled={listing.fetching} onPage={onPage} />
        )}
      </Box>
    </Stack>
  );
}
