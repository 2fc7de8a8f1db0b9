import { defineMessages } from 'react-intl';

export const contentMessages = defineMessages({
  loadFailed: {
    id: 'content.loadFailed',
    defaultMessage: 'This page could not be loaded.',
    description: "Shown when one of the shop's content pages could not be loaded",
  },
  loading: {
    id: 'content.loading',
    defaultMessage: 'Loading the page…',
    description: "Screen-reader text while one of the shop's content pages loads",
  },
});
