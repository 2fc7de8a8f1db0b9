import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.contact.intro',
    defaultMessage:
      'Questions about an order, a delivery or a product? Write to us by email: the form below prepares your message with a reference number. We answer within one working day.',
    description: 'Lead paragraph of the contact page',
  },
  description: {
    id: 'info.contact.description',
    defaultMessage:
      'Contact {shop} about an order, a delivery, a return or a product: prepare your message here and send it to us by email.',
    description: 'Meta description of the contact page (search engines and link previews)',
  },
  beforeHeading: {
    id: 'info.contact.before.heading',
    defaultMessage: 'Before you write',
    description: 'Contact page section heading',
  },
  beforeOrder: {
    id: 'info.contact.before.order',
    defaultMessage:
      'The link in your order confirmation email shows your order’s status at any time; customers also find it under <orders>Orders</orders>.',
    description: 'Contact page list item; <orders> is a link',
  },
  beforeHelp: {
    id: 'info.contact.before.help',
    defaultMessage:
      'Many answers are already on the <help>help page</help>, and on the <shipping>shipping</shipping> and <returns>returns</returns> pages.',
    description: 'Contact page list item; the tags are links',
  },
  beforeNumber: {
    id: 'info.contact.before.number',
    defaultMessage:
      'About an order? Give its number and the email address you ordered with, and we can answer at once.',
    description: 'Contact page list item',
  },
});

export const contactContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    {
      id: 'before',
      heading: m.beforeHeading,
      blocks: [{ list: [m.beforeOrder, m.beforeHelp, m.beforeNumber] }],
    },
  ],
};
