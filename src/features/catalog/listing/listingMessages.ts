import { defineMessages, type MessageDescriptor } from 'react-intl';

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const messages = defineMessages({
  results: {
    id: 'catalog.listing.results',
    defaultMessage: 'Products',
    description: 'Screen-reader name of the list of products on a listing page',
  },
  count: {
    id: 'catalog.listing.count',
    defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}',
    description: 'How many products a listing has in all (every page)',
  },
  countFor: {
    id: 'catalog.listing.countFor',
    defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}} for “{query}”',
    description: 'How many products match a search query (every page)',
  },
  loadFailed: {
    id: 'catalog.listing.loadFailed',
    defaultMessage: 'The products could not be loaded.',
    description: 'Shown above a listing when its request failed',
  },
  sort: {
    id: 'catalog.listing.sort',
    defaultMessage: 'Sort by',
    description: 'Label of the listing sort order select',
  },
  sortFeatured: {
    id: 'catalog.sort.featured',
    defaultMessage: 'Featured',
    description: "Sort option of a collection's products: the order the shop chose for them",
  },
  sortRelevance: {
    id: 'catalog.sort.relevance',
    defaultMessage: 'Relevance',
    description: 'Sort option of a search: best matches first (names before descriptions, whole words first)',
  },
  sortName: { id: 'catalog.sort.name', defaultMessage: 'Name', description: 'Sort option: by name, A to Z' },
  sortPriceAsc: {
    id: 'catalog.sort.priceAsc',
    defaultMessage: 'Price: low to high',
    description: 'Sort option: cheapest first',
  },
  sortPriceDesc: {
    id: 'catalog.sort.priceDesc',
    defaultMessage: 'Price: high to low',
    description: 'Sort option: dearest first',
  },
  sortNewest: {
    id: 'catalog.sort.newest',
    defaultMessage: 'Newest',
    description: 'Sort option: newest first',
  },
  pagination: {
    id: 'catalog.pager.label',
    defaultMessage: 'Pages of products',
    description: 'Screen-reader name of the previous/next page navigation',
  },
  previous: {
    id: 'catalog.pager.previous',
    defaultMessage: 'Previous page',
    description: 'Button to the previous page of products',
  },
  next: {
    id: 'catalog.pager.next',
    defaultMessage: 'Next page',
    description: 'Button to the next page of products',
  },
  filters: {
    id: 'catalog.filters.heading',
    defaultMessage: 'Filters',
    description: 'Heading of the listing filters, and the button that shows them on a phone',
  },
  filtersCount: {
    id: 'catalog.filters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
    description: 'Phone button that shows or hides the filters, with how many are applied',
  },
  category: {
    id: 'catalog.filters.category',
    defaultMessage: 'Category',
    description: 'Label of the category filter',
  },
  categoryChip: {
    id: 'catalog.filters.categoryChip',
    defaultMessage: 'Category: {name}',
    description: 'Applied category filter, e.g. "Category: Mugs"',
  },
  anyCategory: {
    id: 'catalog.filters.anyCategory',
    defaultMessage: 'All categories',
    description: 'Category filter option: no category chosen',
  },
  price: {
    id: 'catalog.filters.price',
    defaultMessage: 'Price',
    description: 'Legend of the price range filter',
  },
  minPrice: {
    id: 'catalog.filters.minPrice',
    defaultMessage: 'From',
    description: 'Label of the lowest price field',
  },
  maxPrice: {
    id: 'catalog.filters.maxPrice',
    defaultMessage: 'To',
    description: 'Label of the highest price field',
  },
  applyPrice: {
    id: 'catalog.filters.applyPrice',
    defaultMessage: 'Apply price',
    description: 'Button that applies the price range filter',
  },
  attributesFailed: {
    id: 'catalog.filters.attributesFailed',
    defaultMessage: 'The filters could not be loaded.',
    description: 'Shown in place of attribute filters when their request failed',
  },
  activeFilters: {
    id: 'catalog.filters.active',
    defaultMessage: 'Applied filters',
    description: 'Screen-reader name of the list of applied filters',
  },
  removeFilter: {
    id: 'catalog.filters.remove',
    defaultMessage: 'Remove filter {filter}',
    description: 'Screen-reader name of the delete button on an applied filter chip',
  },
  priceFilter: {
    id: 'catalog.filters.priceChip',
    defaultMessage: 'Price {range}',
    description: 'Applied price filter chip, e.g. "Price 10 – 50"',
  },
  priceBetween: {
    id: 'catalog.filters.priceBetween',
    defaultMessage: '{min} – {max}',
    description: 'Price filter: a lowest and a highest price',
  },
  priceFrom: {
    id: 'catalog.filters.priceFrom',
    defaultMessage: 'from {min}',
    description: 'Price filter: only a lowest price',
  },
  priceUpTo: {
    id: 'catalog.filters.priceUpTo',
    defaultMessage: 'up to {max}',
    description: 'Price filter: only a highest price',
  },
  clearFilters: {
    id: 'catalog.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button that removes every applied filter',
  },
  searchTitle: {
    id: 'catalog.search.title',
    defaultMessage: 'Search: {query}',
    description: 'Document title of the search page with a query',
  },
  searchLabel: {
    id: 'catalog.search.label',
    defaultMessage: 'Search for',
    description: 'Label of the search field on the search results page',
  },
  searchForm: {
    id: 'catalog.search.form',
    defaultMessage: 'Refine the search',
    description: 'Screen-reader name of the search form on the results page (the header has its own)',
  },
  searchSubmit: {
    id: 'catalog.search.submit',
    defaultMessage: 'Search',
    description: 'Button that runs the search on the search results page',
  },
  emptyTitle: {
    id: 'catalog.empty.title',
    defaultMessage: 'No products found',
    description: 'Heading of the empty state of a search or listing',
  },
  emptyTitleFor: {
    id: 'catalog.empty.titleFor',
    defaultMessage: 'Nothing matches “{query}”',
    description: 'Heading of the empty state of a search with a query',
  },
  emptySpelling: {
    id: 'catalog.empty.spelling',
    defaultMessage: 'Check the spelling, or try a shorter or more general word.',
    description: 'Empty search suggestion',
  },
  emptyFilters: {
    id: 'catalog.empty.filters',
    defaultMessage: 'Remove a filter or two: fewer filters find more.',
    description: 'Empty search suggestion when filters are applied',
  },
  emptyBrowse: {
    id: 'catalog.empty.browse',
    defaultMessage: 'Browse the categories',
    description: 'Empty search suggestion: link to the category list',
  },
  emptyAll: {
    id: 'catalog.empty.all',
    defaultMessage: 'See all products',
    description: 'Empty search suggestion: link to the search page without a query or filters',
  },
});

export const listingMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
