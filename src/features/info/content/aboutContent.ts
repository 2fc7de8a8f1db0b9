import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.about.intro',
    defaultMessage: 'Who we are and how we choose what we sell.',
    description: 'Lead paragraph of the about page',
  },
  description: {
    id: 'info.about.description',
    defaultMessage:
      'About {shop}: who we are, how we choose what we sell, and what you can count on when you order.',
    description: 'Meta description of the about page (search engines and link previews)',
  },
  whoHeading: {
    id: 'info.about.who.heading',
    defaultMessage: 'Who we are',
    description: 'About page section heading',
  },
  who1: {
    id: 'info.about.who.p1',
    defaultMessage:
      '{shop} is a small online shop. We sell everyday things that are made to last: clothing, things for the kitchen and the home, gear for the outdoors, and e-books and music that arrive by email.',
    description: 'About page paragraph; {shop} is the shop name',
  },
  who2: {
    id: 'info.about.who.p2',
    defaultMessage:
      'Behind the shop is a team that packs every parcel and answers every message itself. When you write to us, a person who knows the products replies.',
    description: 'About page paragraph',
  },
  chooseHeading: {
    id: 'info.about.choose.heading',
    defaultMessage: 'How we choose what we sell',
    description: 'About page section heading',
  },
  choose1: {
    id: 'info.about.choose.p1',
    defaultMessage: 'Before a product goes on sale we use it ourselves. We look for three things:',
    description: 'About page paragraph, followed by a list',
  },
  chooseQuality: {
    id: 'info.about.choose.quality',
    defaultMessage: 'it works well and lasts, and can be repaired or refilled where that makes sense;',
    description: 'About page list item',
  },
  chooseHonest: {
    id: 'info.about.choose.honest',
    defaultMessage: 'its maker tells us what it is made of and where;',
    description: 'About page list item',
  },
  choosePrice: {
    id: 'info.about.choose.price',
    defaultMessage: 'its price is fair for what you get.',
    description: 'About page list item',
  },
  promiseHeading: {
    id: 'info.about.promise.heading',
    defaultMessage: 'What you can count on',
    description: 'About page section heading',
  },
  promisePrices: {
    id: 'info.about.promise.prices',
    defaultMessage:
      '<b>Clear prices.</b> The price you see includes tax where it applies, and checkout shows the delivery cost before you pay.',
    description: 'About page list item; <b> is bold',
  },
  promiseStock: {
    id: 'info.about.promise.stock',
    defaultMessage:
      '<b>Honest stock.</b> A product shows when it is sold out or when only a few are left, so you know before you order.',
    description: 'About page list item; <b> is bold',
  },
  promiseReturns: {
    id: 'info.about.promise.returns',
    defaultMessage:
      '<b>Easy returns.</b> You have 30 days to change your mind; see our <returns>returns policy</returns>.',
    description: 'About page list item; <b> is bold, <returns> is a link',
  },
  promisePrivacy: {
    id: 'info.about.promise.privacy',
    defaultMessage:
      '<b>Your data stays yours.</b> No advertising trackers on this website; our <privacy>privacy policy</privacy> lists everything we keep.',
    description: 'About page list item; <b> is bold, <privacy> is a link',
  },
  contactHeading: {
    id: 'info.about.contact.heading',
    defaultMessage: 'Talk to us',
    description: 'About page section heading',
  },
  contact1: {
    id: 'info.about.contact.p1',
    defaultMessage:
      'Questions, ideas for products we should carry, or something we could do better: <contact>write to us</contact>. Answers to common questions are on the <help>help page</help>.',
    description: 'About page paragraph; <contact> and <help> are links',
  },
});

export const aboutContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    { id: 'who', heading: m.whoHeading, blocks: [m.who1, m.who2] },
    {
      id: 'choosing',
      heading: m.chooseHeading,
      blocks: [m.choose1, { list: [m.chooseQuality, m.chooseHonest, m.choosePrice] }],
    },
    {
      id: 'promises',
      heading: m.promiseHeading,
      blocks: [{ list: [m.promisePrices, m.promiseStock, m.promiseReturns, m.promisePrivacy] }],
    },
    { id: 'talk', heading: m.contactHeading, blocks: [m.contact1] },
  ],
};
