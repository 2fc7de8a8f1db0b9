import { defineMessages } from 'react-intl';

export const seoMessages = defineMessages({
  shopDescription: {
    id: 'seo.shopDescription',
    defaultMessage:
      '{shop}: browse and search the catalogue, keep a wishlist, and check out as a guest or with an account.',
    description: 'Default meta description of every page (search engines and link previews)',
  },
});
