import type { ProductOrder } from '../../../api/generated/schemaTypes';

// A listing's state lives in the URL (?q=&sort=&after=&category=&minPrice=&attr=size:xl...), so
// back and forward walk through it and a shared link opens the same page. Anything in the URL that
// does not parse is dropped here, never an error: a hand-edited or stale link still shows a listing.

export const PAGE_SIZE = 24;

export const SORT_KEYS = ['featured', 'relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const SORT_ORDERS: Record<SortKey, ProductOrder> = {
  // Saleor's COLLECTION: the shop's own order of a collection's products (refused elsewhere).
  featured: { field: 'COLLECTION', direction: 'ASC' },
  // Saleor's RANK: name matches before description matches, whole words before word starts.
  relevance: { field: 'RANK', direction: 'DESC' },
  name: { field: 'NAME', direction: 'ASC' },
  'price-asc': { field: 'PRICE', direction: 'ASC' },
  'price-desc': { field: 'PRICE', direction: 'DESC' },
  newest: { field: 'CREATED_AT', direction: 'DESC' },
};

export const sortOrder = (sort: SortKey): ProductOrder => SORT_ORDERS[sort];

/**
 * The orders a listing offers: relevance only with search words, because Saleor refuses RANK
 * without a search ("Sorting by RANK is available only when using a search filter..."), and the
 * shop's own order (featured) only in a collection, the only place Saleor sorts by COLLECTION. A
 * collection's listing never searches (Collection.products has no search in Saleor 3.21).
 */
export const sortOptions = (q: string, inCollection = false): readonly SortKey[] =>
  SORT_KEYS.filter(
    (key) => (key !== 'relevance' || (q && !inCollection)) && (key !== 'featured' || inCollection),
  );

/**
 * The order a listing uses when none is chosen: the best matches first for a search, the shop's own
 * order in a collection, else by name.
 */
export const defaultSort = (q: string, inCollection = false): SortKey =>
  inCollection ? 'featured' : q ? 'relevance' : 'name';

/** The order in force: the one chosen (in the URL) if the listing offers it, else its default. */
export const listingSort = (params: Pick<ListParams, 'q' | 'sort'>, inCollection = false): SortKey =>
  params.sort && sortOptions(params.q, inCollection).includes(params.sort)
    ? params.sort
    : defaultSort(params.q, inCollection);

export interface AttributeFilter {
  slug: string;
  values: string[];
}

export interface ListParams {
  q: string;
  /** The order chosen, or null for the listing's default (which follows the words: defaultSort). */
  sort: SortKey | null;
  /** At most one of after/before: the page after or before that cursor. */
  after: string | null;
  before: string | null;
  /** A category slug (search only; a category page fixes its own). */
  category: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  attributes: AttributeFilter[];
}

export const emptyParams: ListParams = {
  q: '',
  sort: null,
  after: null,
  before: null,
  category: null,
  minPrice: null,
  maxPrice: null,
  attributes: [],
};

// Saleor's cursors are base64 (standard or URL-safe); anything else cannot be one.
const CURSOR = /^[A-Za-z0-9+/_-]{1,500}={0,2}$/;
const SLUG = /^[\p{L}\p{N}_-]{1,100}$/u;
const MAX_QUERY = 200;

function cursor(value: string | null): string | null {
  return value && CURSOR.test(value) ? value : null;
}

function price(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount < 1e9 ? amount : null;
}

function attributeFilters(values: string[]): AttributeFilter[] {
  const bySlug = new Map<string, Set<string>>();
  for (const entry of values) {
    const [slug, value, ...rest] = entry.split(':');
    if (rest.length || !slug || !value || !SLUG.test(slug) || !SLUG.test(value)) continue;
    bySlug.set(slug, (bySlug.get(slug) ?? new Set()).add(value));
  }
  return [...bySlug].map(([slug, set]) => ({ slug, values: [...set] }));
}

/** The listing's state in a query string; a collection's listing ignores search words (?q=). */
export function parseListParams(search: URLSearchParams, inCollection = false): ListParams {
  const q = inCollection ? '' : (search.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const sort = search.get('sort');
  const after = cursor(search.get('after'));
  const category = search.get('category');
  let minPrice = price(search.get('minPrice'));
  let maxPrice = price(search.get('maxPrice'));
  // A reversed range is read as meant, not as "nothing matches".
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q,
    // A sort in the URL wins over the default, if some listing offers it (listingSort checks this one).
    sort: [...sortOptions(q), ...sortOptions(q, true)].includes(sort as SortKey) ? (sort as SortKey) : null,
    after,
    before: after ? null : cursor(search.get('before')),
    category: category && SLUG.test(category) ? category : null,
    minPrice,
    maxPrice,
    attributes: attributeFilters(search.getAll('attr')),
  };
}

/** The URL's query for these params: defaults left out, so the plain listing is a plain URL. */
export function serialiseListParams(params: ListParams, inCollection = false): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.minPrice != null) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice != null) search.set('maxPrice', String(params.maxPrice));
  for (const attribute of params.attributes)
    for (const value of attribute.values) search.append('attr', `${attribute.slug}:${value}`);
  // A chosen order the listing offers, unless it is the default anyway (a plain search stays plain).
  if (
    params.sort &&
    params.sort !== defaultSort(params.q, inCollection) &&
    sortOptions(params.q, inCollection).includes(params.sort)
  )
    search.set('sort', params.sort);
  if (params.after) search.set('after', params.after);
  else if (params.before) search.set('before', params.before);
  return search;
}

export function hasFilters(params: ListParams): boolean {
  return (
    params.category != null ||
    params.minPrice != null ||
    params.maxPrice != null ||
    params.attributes.length > 0
  );
}

/** The attribute filters with one value switched on or off (an attribute with no values left goes). */
export function toggleAttributeValue(
  filters: AttributeFilter[],
  slug: string,
  value: string,
): AttributeFilter[] {
  const current = filters.find((filter) => filter.slug === slug);
  if (!current) return [...filters, { slug, values: [value] }];
  const values = current.values.includes(value)
    ? current.values.filter((v) => v !== value)
    : [...current.values, value];
  return filters.flatMap((filter) =>
    filter.slug !== slug ? [filter] : values.length ? [{ slug, values }] : [],
  );
}
