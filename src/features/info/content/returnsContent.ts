import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.returns.intro',
    defaultMessage: 'How to send something back and when you get your money.',
    description: 'Lead paragraph of the returns page',
  },
  description: {
    id: 'info.returns.description',
    defaultMessage:
      'Returns at {shop}: 30 days to change your mind, what can be returned, how to start a return, and when your refund arrives.',
    description: 'Meta description of the returns page (search engines and link previews)',
  },
  windowHeading: {
    id: 'info.returns.window.heading',
    defaultMessage: '30 days to change your mind',
    description: 'Returns page section heading',
  },
  window1: {
    id: 'info.returns.window.p1',
    defaultMessage:
      'You can return anything you bought from us within 30 days of the day it was delivered, for any reason. You do not need to explain why, though it helps us to know.',
    description: 'Returns page paragraph',
  },
  conditionHeading: {
    id: 'info.returns.condition.heading',
    defaultMessage: 'What can be returned',
    description: 'Returns page section heading',
  },
  conditionUnused: {
    id: 'info.returns.condition.unused',
    defaultMessage:
      'Goods that are unused and complete, in their original packaging where possible. Try clothes on as you would in a shop, and leave the labels on.',
    description: 'Returns page list item',
  },
  conditionSealed: {
    id: 'info.returns.condition.sealed',
    defaultMessage: 'Food and drink, such as coffee, only if the seal is unbroken.',
    description: 'Returns page list item',
  },
  conditionDigital: {
    id: 'info.returns.condition.digital',
    defaultMessage:
      'E-books and music cannot be returned once downloaded. If a file does not work, we send a working copy or refund you.',
    description: 'Returns page list item',
  },
  conditionFaulty: {
    id: 'info.returns.condition.faulty',
    defaultMessage:
      'Something faulty, damaged on the way or not what you ordered: tell us within 30 days with a photo, and we pay for sending it back.',
    description: 'Returns page list item',
  },
  howHeading: {
    id: 'info.returns.how.heading',
    defaultMessage: 'How to start a return',
    description: 'Returns page section heading',
  },
  howWrite: {
    id: 'info.returns.how.write',
    defaultMessage:
      'Write to us through the <contact>contact page</contact>: choose “Returns and refunds” as the subject and give your order number. You find it in your confirmation email or under <orders>Orders</orders>.',
    description: 'Returns page numbered step; <contact> and <orders> are links',
  },
  howLabel: {
    id: 'info.returns.how.label',
    defaultMessage: 'We reply within one working day with the address to send it to.',
    description: 'Returns page numbered step',
  },
  howPack: {
    id: 'info.returns.how.pack',
    defaultMessage:
      'Pack the goods well, put the order number inside, and keep the receipt for the postage until your refund arrives.',
    description: 'Returns page numbered step',
  },
  howCost: {
    id: 'info.returns.how.cost',
    defaultMessage:
      'Unless the goods are faulty or wrong, you pay for sending them back. To swap a size or colour, return the item and place a new order: that is the fastest way to get the one you want.',
    description: 'Returns page paragraph',
  },
  refundHeading: {
    id: 'info.returns.refund.heading',
    defaultMessage: 'Refunds',
    description: 'Returns page section heading',
  },
  refund1: {
    id: 'info.returns.refund.p1',
    defaultMessage:
      'We refund you within 14 days of receiving the return, to the card or account you paid with. When you return the whole order, we refund the delivery cost you paid too. Your bank may take a few more days to show the money.',
    description: 'Returns page paragraph',
  },
  refund2: {
    id: 'info.returns.refund.p2',
    defaultMessage:
      'The order page shows the progress: the order becomes “partly returned” or “returned”, and its payment “partially refunded” or “refunded”.',
    description:
      'Returns page paragraph; the quoted words are the order and payment status labels shown on the order page',
  },
});

export const returnsContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    { id: 'window', heading: m.windowHeading, blocks: [m.window1] },
    {
      id: 'condition',
      heading: m.conditionHeading,
      blocks: [{ list: [m.conditionUnused, m.conditionSealed, m.conditionDigital, m.conditionFaulty] }],
    },
    {
      id: 'how',
      heading: m.howHeading,
      blocks: [{ list: [m.howWrite, m.howLabel, m.howPack], ordered: true }, m.howCost],
    },
    { id: 'refunds', heading: m.refundHeading, blocks: [m.refund1, m.refund2] },
  ],
};
