import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  bannerAlt: {
    id: 'catalog.category.bannerAlt',
    defaultMessage: 'Picture of {name}',
    description:
      "Text alternative of a category's banner when the shop gave none in the page's language ({name}: the category)",
  },
  loadFailed: {
    id: 'catalog.category.loadFailed',
    defaultMessage: 'The category could not be loaded.',
    description: 'Shown when a category page request failed',
  },
  treeFailed: {
    id: 'catalog.categories.loadFailed',
    defaultMessage: 'The categories could not be loaded.',
    description: 'Shown when the category list request failed',
  },
  subcategories: {
    id: 'catalog.category.subcategories',
    defaultMessage: 'Subcategories',
    description: 'Heading and screen-reader name of the links to a category’s subcategories',
  },
  loading: {
    id: 'catalog.categories.loading',
    defaultMessage: 'Loading categories',
    description: 'Screen-reader name of the placeholder shown while categories load',
  },
  none: {
    id: 'catalog.categories.none',
    defaultMessage: 'The shop has no categories yet.',
    description: 'Shown on the category list when there are none',
  },
  tree: {
    id: 'catalog.categories.tree',
    defaultMessage: 'All categories',
    description: 'Screen-reader name of the category tree',
  },
});

export const categoryMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
