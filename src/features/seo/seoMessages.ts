import { defineMessages, type MessageDescriptor } from 'react-intl';

// Widened to MessageDescriptor: react-intl's inferred types refuse values for a defined message.
export const seoMessages: Record<'shopDescription', MessageDescriptor> = defineMessages({
  shopDescription: {
    id: 'seo.shopDescription',
    defaultMessage:
      '{shop}: browse and search the catalogue, keep a wishlist, and check out as a guest or with an account.',
    description: 'Default meta description of every page (search engines and link previews)',
  },
});
