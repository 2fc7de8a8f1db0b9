import {
  defaultSort,
  listingSort,
  parseListParams,
  serialiseListParams,
  sortOptions,
  sortOrder,
} from '../../../src/features/catalog/listing/listParams';

// A collection's listing offers the shop's own order (Saleor's COLLECTION sort, which Saleor accepts
// only for a collection's products) and starts with it; every other listing neither offers nor sends it.

const params = (query: string) => parseListParams(new URLSearchParams(query));

test('only a collection offers, and defaults to, the shop’s own order', () => {
  expect(sortOptions('', true)).toEqual(['featured', 'name', 'price-asc', 'price-desc', 'newest']);
  expect(sortOptions('')).not.toContain('featured');
  expect(sortOptions('tee')).not.toContain('featured');
  expect(defaultSort('', true)).toBe('featured');
  expect(defaultSort('')).toBe('name');
  expect(sortOrder('featured')).toEqual({ field: 'COLLECTION', direction: 'ASC' });
});

test('a link with sort=featured sorts a collection by the shop’s order and any other listing by its default', () => {
  const linked = params('sort=featured');
  expect(listingSort(linked, true)).toBe('featured');
  expect(listingSort(linked)).toBe('name');
  expect(listingSort(params('sort=featured&q=tee'))).toBe('relevance');
  expect(listingSort(params('sort=price-asc'), true)).toBe('price-asc');
  expect(listingSort(params(''), true)).toBe('featured');
});

test('a collection’s URL leaves its default order out and keeps any other', () => {
  expect(serialiseListParams({ ...params(''), sort: 'featured' }, true).toString()).toBe('');
  expect(serialiseListParams({ ...params(''), sort: 'name' }, true).toString()).toBe('sort=name');
  // Elsewhere name is the default and featured means nothing: neither is written.
  expect(serialiseListParams({ ...params(''), sort: 'name' }).toString()).toBe('');
  expect(serialiseListParams({ ...params(''), sort: 'featured' }).toString()).toBe('');
});

test('a collection’s listing ignores search words: no relevance order, and ?q= is dropped', () => {
  const inCollection = parseListParams(new URLSearchParams('q=tee&sort=relevance'), true);
  expect(inCollection.q).toBe('');
  expect(listingSort(inCollection, true)).toBe('featured');
  expect(sortOptions('tee', true)).not.toContain('relevance');
  expect(defaultSort('tee', true)).toBe('featured');
  expect(listingSort({ q: 'tee', sort: 'relevance' }, true)).toBe('featured');
  // A search elsewhere still offers, and starts with, relevance.
  expect(listingSort(params('q=tee&sort=relevance'))).toBe('relevance');
  expect(listingSort(params('q=tee'))).toBe('relevance');
});
