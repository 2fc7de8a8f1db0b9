import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.terms.intro',
    defaultMessage: 'The terms that apply when you buy from this shop.',
    description: 'Lead paragraph of the terms page',
  },
  description: {
    id: 'info.terms.description',
    defaultMessage:
      'Terms of sale of {shop}: orders, prices and payment, delivery, returns, digital products and your account.',
    description: 'Meta description of the terms page (search engines and link previews)',
  },
  scopeHeading: {
    id: 'info.terms.scope.heading',
    defaultMessage: 'Who you buy from',
    description: 'Terms page section heading',
  },
  scope1: {
    id: 'info.terms.scope.p1',
    defaultMessage:
      'You buy from {shop}. These terms apply to every order placed on this website, as a guest or with an account. The version shown on the day you order applies to that order. Nothing in them limits the rights the law of your country gives you as a consumer.',
    description: 'Terms page paragraph; {shop} is the shop name',
  },
  orderHeading: {
    id: 'info.terms.order.heading',
    defaultMessage: 'Your order',
    description: 'Terms page section heading',
  },
  order1: {
    id: 'info.terms.order.p1',
    defaultMessage:
      'Your order is placed when you complete checkout and is confirmed by the email we send you. Check your cart, addresses and delivery method before you pay; the checkout shows the total you will pay.',
    description: 'Terms page paragraph',
  },
  order2: {
    id: 'info.terms.order.p2',
    defaultMessage:
      'If we cannot supply something you ordered (for example, because it sold out while you were paying), we tell you at once and refund what you paid for it in full.',
    description: 'Terms page paragraph',
  },
  priceHeading: {
    id: 'info.terms.price.heading',
    defaultMessage: 'Prices and payment',
    description: 'Terms page section heading',
  },
  priceList: {
    id: 'info.terms.price.currency',
    defaultMessage:
      'Prices are in the currency shown. Whether a price includes tax follows the rules of the country the order is delivered to: a price shown without tax says so, and the checkout shows the tax before you pay.',
    description: 'Terms page list item',
  },
  priceShipping: {
    id: 'info.terms.price.shipping',
    defaultMessage:
      'The delivery cost depends on the method, your address and the order total, and is shown before you pay.',
    description: 'Terms page list item',
  },
  priceProvider: {
    id: 'info.terms.price.providerForm',
    defaultMessage:
      'Payment is taken by a payment provider on its own form. We receive the result and a reference, never your card number. The one exception is the test gateway Dummy Credit Card, which takes test card numbers on this website and never real money.',
    description: 'Terms page list item; Dummy Credit Card is a gateway name, keep it in English',
  },
  priceError: {
    id: 'info.terms.price.error',
    defaultMessage:
      'If a price was clearly wrong, we contact you before we send the order, and you may cancel it for a full refund.',
    description: 'Terms page list item',
  },
  deliveryHeading: {
    id: 'info.terms.delivery.heading',
    defaultMessage: 'Delivery',
    description: 'Terms page section heading',
  },
  delivery1: {
    id: 'info.terms.delivery.p1',
    defaultMessage:
      'We deliver to the address you give at checkout, by the method you choose. Methods, costs and times are on the <shipping>shipping page</shipping>. They are at our risk until they are delivered to you.',
    description: 'Terms page paragraph; <shipping> is a link',
  },
  returnsHeading: {
    id: 'info.terms.returns.heading',
    defaultMessage: 'Cancelling and returning',
    description: 'Terms page section heading',
  },
  returns1: {
    id: 'info.terms.returns.p1',
    defaultMessage:
      'You may return goods within 30 days of delivery, as our <returns>returns policy</returns> describes. Faulty goods are repaired, replaced or refunded, and we pay to send them back.',
    description: 'Terms page paragraph; <returns> is a link',
  },
  digitalHeading: {
    id: 'info.terms.digital.heading',
    defaultMessage: 'Digital products',
    description: 'Terms page section heading',
  },
  digital1: {
    id: 'info.terms.digital.p1',
    defaultMessage:
      'E-books and music are delivered by email, need no shipping, and are for your own personal use. Once you have downloaded one it cannot be returned, but if a file does not work, tell us and we send a working copy or refund you.',
    description: 'Terms page paragraph',
  },
  accountHeading: {
    id: 'info.terms.account.heading',
    defaultMessage: 'Your account',
    description: 'Terms page section heading',
  },
  account1: {
    id: 'info.terms.account.p1',
    defaultMessage:
      'Keep your password to yourself and log out on shared computers. Tell us if you think someone else has used your account. You can ask us to close your account at any time through the <contact>contact page</contact>.',
    description: 'Terms page paragraph; <contact> is a link',
  },
  dataHeading: {
    id: 'info.terms.data.heading',
    defaultMessage: 'Your data',
    description: 'Terms page section heading',
  },
  data1: {
    id: 'info.terms.data.p1',
    defaultMessage: 'How we use what you tell us is explained in our <privacy>privacy policy</privacy>.',
    description: 'Terms page paragraph; <privacy> is a link',
  },
});

export const termsContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    { id: 'seller', heading: m.scopeHeading, blocks: [m.scope1] },
    { id: 'order', heading: m.orderHeading, blocks: [m.order1, m.order2] },
    {
      id: 'prices',
      heading: m.priceHeading,
      blocks: [{ list: [m.priceList, m.priceShipping, m.priceProvider, m.priceError] }],
    },
    { id: 'delivery', heading: m.deliveryHeading, blocks: [m.delivery1] },
    { id: 'returns', heading: m.returnsHeading, blocks: [m.returns1] },
    { id: 'digital', heading: m.digitalHeading, blocks: [m.digital1] },
    { id: 'account', heading: m.accountHeading, blocks: [m.account1] },
    { id: 'data', heading: m.dataHeading, blocks: [m.data1] },
  ],
};
