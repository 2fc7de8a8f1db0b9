import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  title: {
    id: 'header.menu.title',
    defaultMessage: 'Menu',
    description: 'Heading of the phone navigation menu',
  },
  open: {
    id: 'header.menu.open',
    defaultMessage: 'Open the menu',
    description: 'Screen-reader name of the button that opens the phone navigation menu',
  },
});
