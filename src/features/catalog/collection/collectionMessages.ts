import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  bannerAlt: {
    id: 'catalog.collection.bannerAlt',
    defaultMessage: 'Picture of {name}',
    description:
      "Text alternative of a collection's banner when the shop gave none in the page's language ({name}: the collection)",
  },
  loadFailed: {
    id: 'catalog.collection.loadFailed',
    defaultMessage: 'The collection could not be loaded.',
    description: 'Shown when a collection page request failed',
  },
});

export const collectionMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
