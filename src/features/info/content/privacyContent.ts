import { defineMessages } from 'react-intl';
import { BrowserStorageList } from '../BrowserStorageList';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.privacy.intro',
    defaultMessage: 'What we collect about you, why, and how you can see or remove it.',
    description: 'Lead paragraph of the privacy page',
  },
  description: {
    id: 'info.privacy.description',
    defaultMessage:
      'Privacy policy of {shop}: what the shop keeps about orders and accounts, what this website stores in your browser, and how to remove it.',
    description: 'Meta description of the privacy page (search engines and link previews)',
  },
  serverHeading: {
    id: 'info.privacy.server.heading',
    defaultMessage: 'What the shop keeps',
    description: 'Privacy page section heading',
  },
  server1: {
    id: 'info.privacy.server.p1',
    defaultMessage: 'The shop’s server keeps only what it needs to sell to you and deliver:',
    description: 'Privacy page paragraph, followed by a list',
  },
  serverOrders: {
    id: 'info.privacy.server.orders',
    defaultMessage:
      '<b>For every order:</b> your email address, the delivery and billing addresses (with a phone number if you give one), what you bought, the amounts, and the payment’s status and reference from the payment provider.',
    description: 'Privacy page list item; <b> is bold',
  },
  serverAccount: {
    id: 'info.privacy.server.account',
    defaultMessage:
      '<b>If you have an account:</b> your name, email address and saved addresses, when you joined and last logged in, and your password as a one-way hash that nobody can read back.',
    description: 'Privacy page list item; <b> is bold',
  },
  serverEmail: {
    id: 'info.privacy.server.email',
    defaultMessage:
      '<b>Emails we send you:</b> order confirmations, and the links to confirm an account or reset a password.',
    description: 'Privacy page list item; <b> is bold',
  },
  serverCards: {
    id: 'info.privacy.server.cardForms',
    defaultMessage:
      'Card numbers: a real payment provider takes your card on its own form, and we receive only the result of the payment and a reference, never the card number. The test gateway Dummy Credit Card is different: its card number field is on this website and the number is sent to the shop’s server, so it is for test card numbers only (such as 4242 4242 4242 4242) and never takes real money. Never type a real card number there.',
    description:
      'Privacy page paragraph: where card numbers go; Dummy Credit Card is a gateway name, keep it in English',
  },
  whyHeading: {
    id: 'info.privacy.why.heading',
    defaultMessage: 'Why, and who else sees it',
    description: 'Privacy page section heading',
  },
  why1: {
    id: 'info.privacy.why.p1',
    defaultMessage:
      'We use your data to take payment, deliver your order, answer your questions and keep the accounting records the law asks for. We do not sell it and we do not use it for advertising.',
    description: 'Privacy page paragraph',
  },
  whyProvider: {
    id: 'info.privacy.why.provider',
    defaultMessage: 'The payment provider receives what it needs to take the payment.',
    description: 'Privacy page list item',
  },
  whyCarrier: {
    id: 'info.privacy.why.carrier',
    defaultMessage: 'The delivery company receives the name, address and phone number on the parcel.',
    description: 'Privacy page list item',
  },
  whyHosting: {
    id: 'info.privacy.why.hosting',
    defaultMessage:
      'The company that hosts our server stores the data for us and may not use it for anything else.',
    description: 'Privacy page list item',
  },
  browserHeading: {
    id: 'info.privacy.browser.heading',
    defaultMessage: 'What this website stores in your browser',
    description: 'Privacy page section heading',
  },
  browser1: {
    id: 'info.privacy.browser.p1',
    defaultMessage:
      'To keep you logged in and to remember your cart and your choices, this website keeps the entries below in your browser. None of them is used for advertising or to follow you to other websites, and there are no third-party trackers.',
    description: 'Privacy page paragraph before the list of browser entries',
  },
  contactMessages: {
    id: 'info.privacy.browser.contact',
    defaultMessage:
      'The <contact>contact page</contact> stores and sends nothing: your message stays on the page until you send it to us yourself.',
    description: 'Privacy page paragraph; <contact> is a link',
  },
  controlHeading: {
    id: 'info.privacy.control.heading',
    defaultMessage: 'Seeing, changing and removing your data',
    description: 'Privacy page section heading',
  },
  controlLogout: {
    id: 'info.privacy.control.logout',
    defaultMessage: 'Logging out removes your session and your cart’s reference from this browser.',
    description: 'Privacy page list item',
  },
  controlClear: {
    id: 'info.privacy.control.clear',
    defaultMessage:
      'Clearing this site’s data in your browser’s settings removes every entry above, including the wishlist. Your orders stay with the shop.',
    description: 'Privacy page list item',
  },
  controlProfile: {
    id: 'info.privacy.control.profile',
    defaultMessage: 'You can correct your name and addresses in your <profile>profile</profile>.',
    description: 'Privacy page list item; <profile> is a link',
  },
  controlAsk: {
    id: 'info.privacy.control.ask',
    defaultMessage:
      'To get a copy of what we keep about you, or to have your account deleted, <contact>write to us</contact>. We keep order records only as long as accounting law requires.',
    description: 'Privacy page list item; <contact> is a link',
  },
});

export const privacyContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    {
      id: 'server',
      heading: m.serverHeading,
      blocks: [m.server1, { list: [m.serverOrders, m.serverAccount, m.serverEmail] }, m.serverCards],
    },
    {
      id: 'use',
      heading: m.whyHeading,
      blocks: [m.why1, { list: [m.whyProvider, m.whyCarrier, m.whyHosting] }],
    },
    {
      id: 'browser-storage',
      heading: m.browserHeading,
      blocks: [m.browser1, { component: BrowserStorageList }, m.contactMessages],
    },
    {
      id: 'your-data',
      heading: m.controlHeading,
      blocks: [{ list: [m.controlLogout, m.controlClear, m.controlProfile, m.controlAsk] }],
    },
  ],
};
