import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.help.intro',
    defaultMessage: 'Answers to common questions about orders, payment, delivery and your account.',
    description: 'Lead paragraph of the help page',
  },
  description: {
    id: 'info.help.description',
    defaultMessage:
      'Help with shopping at {shop}: ordering as a guest or with an account, payment, tracking an order, the wishlist, language and colour mode, and passwords.',
    description: 'Meta description of the help page (search engines and link previews)',
  },
  orderingHeading: {
    id: 'info.help.ordering.heading',
    defaultMessage: 'Ordering',
    description: 'Help page section heading',
  },
  guestQ: {
    id: 'info.help.guest.q',
    defaultMessage: 'Do I need an account to order?',
    description: 'Help page question',
  },
  guestA1: {
    id: 'info.help.guest.a1',
    defaultMessage:
      'No. You can check out as a guest: enter your email address, your delivery and billing addresses, choose a delivery method and pay. We send the order confirmation to that email address.',
    description: 'Help page answer, paragraph 1',
  },
  guestA2: {
    id: 'info.help.guest.a2',
    defaultMessage:
      'With an <register>account</register> you can see all your orders in one place, keep your addresses and check out faster. An order you placed as a guest stays reachable through the link in its confirmation email.',
    description: 'Help page answer, paragraph 2; <register> links to the registration page',
  },
  cartQ: {
    id: 'info.help.cart.q',
    defaultMessage: 'How does the cart work?',
    description: 'Help page question',
  },
  cartA1: {
    id: 'info.help.cart.a1',
    defaultMessage:
      'Choose a size or colour where a product has them and press “Add to cart”. Your <cart>cart</cart> is kept by the shop and remembered in this browser, so it is still there when you come back. Prices and stock are checked again at checkout.',
    description: 'Help page answer; <cart> links to the cart',
  },
  changeQ: {
    id: 'info.help.change.q',
    defaultMessage: 'Can I change or cancel an order?',
    description: 'Help page question',
  },
  changeA1: {
    id: 'info.help.change.a1',
    defaultMessage:
      'Write to us through the <contact>contact page</contact> as soon as possible, with your order number. While the order is awaiting shipment we can usually change or cancel it; once it has shipped, you can send it back as described in our <returns>returns policy</returns>.',
    description: 'Help page answer; <contact> and <returns> are links',
  },
  paymentHeading: {
    id: 'info.help.payment.heading',
    defaultMessage: 'Payment',
    description: 'Help page section heading',
  },
  methodsQ: {
    id: 'info.help.methods.q',
    defaultMessage: 'How can I pay?',
    description: 'Help page question',
  },
  methodsA1: {
    id: 'info.help.methods.cardForms',
    defaultMessage:
      'The payment step of checkout lists the ways to pay that the shop offers. With a real payment provider you enter your card details on the provider’s own form: this website never sees or stores your card number. The test gateway Dummy Credit Card asks for a card number on this website itself: give it only test numbers such as 4242 4242 4242 4242, never a real card.',
    description: 'Help page answer; Dummy Credit Card is a gateway name, keep it in English',
  },
  failedQ: {
    id: 'info.help.failed.q',
    defaultMessage: 'My payment failed. What now?',
    description: 'Help page question',
  },
  failedA1: {
    id: 'info.help.failed.a1',
    defaultMessage:
      'A refused payment takes no money. The message you saw says why; <paymentHelp>payment troubleshooting</paymentHelp> explains each one and what to do. You can try again from the payment page or from your order.',
    description: 'Help page answer; <paymentHelp> links to the payment troubleshooting page',
  },
  ordersHeading: {
    id: 'info.help.orders.heading',
    defaultMessage: 'Your order',
    description: 'Help page section heading',
  },
  trackQ: {
    id: 'info.help.track.q',
    defaultMessage: 'How do I follow my order?',
    description: 'Help page question',
  },
  trackA1: {
    id: 'info.help.track.a1',
    defaultMessage:
      'Open the link in your order confirmation email: it shows the order, its payment and its status, without logging in. Keep the email, because the link is the key to the order.',
    description: 'Help page answer, paragraph 1',
  },
  trackA2: {
    id: 'info.help.track.a2',
    defaultMessage:
      'Customers also find every order under <orders>Orders</orders>. The status moves from “awaiting shipment” to “shipped” (or “partly shipped” when it leaves in more than one parcel).',
    description: 'Help page answer, paragraph 2; <orders> links to the orders page',
  },
  lateQ: {
    id: 'info.help.late.q',
    defaultMessage: 'My order has not arrived.',
    description: 'Help page question',
  },
  lateA1: {
    id: 'info.help.late.a1',
    defaultMessage:
      'Check the delivery time of the method you chose on the <shipping>shipping page</shipping>. If it has passed, <contact>write to us</contact> with your order number and we will find out where the parcel is.',
    description: 'Help page answer; <shipping> and <contact> are links',
  },
  wishlistHeading: {
    id: 'info.help.wishlist.heading',
    defaultMessage: 'Wishlist',
    description: 'Help page section heading',
  },
  wishlistQ: {
    id: 'info.help.wishlist.q',
    defaultMessage: 'How does the wishlist work?',
    description: 'Help page question',
  },
  wishlistA1: {
    id: 'info.help.wishlist.a1',
    defaultMessage:
      'Press the heart on a product to save it and press it again to remove it. Your <wishlist>wishlist</wishlist> is kept in this browser only: it is not part of your account, other devices do not see it, and clearing this site’s data empties it.',
    description: 'Help page answer; <wishlist> links to the wishlist',
  },
  preferencesHeading: {
    id: 'info.help.preferences.heading',
    defaultMessage: 'Language and appearance',
    description: 'Help page section heading',
  },
  languageQ: {
    id: 'info.help.language.q',
    defaultMessage: 'How do I change the language?',
    description: 'Help page question',
  },
  languageA1: {
    id: 'info.help.language.a1',
    defaultMessage:
      'Use the language menu in the header to choose English, 简体中文 or 繁體中文. On your first visit the shop follows your browser’s language; your choice is remembered for a year in a cookie.',
    description:
      'Help page answer (keep the language names as they are: each is written in its own language)',
  },
  colourQ: {
    id: 'info.help.colour.q',
    defaultMessage: 'Can I use a dark background?',
    description: 'Help page question about the colour mode',
  },
  colourA1: {
    id: 'info.help.colour.a1',
    defaultMessage:
      'Yes. The colour mode menu in the header offers light, dark, or the same as your system, which follows your device’s setting as it changes. This browser remembers your choice.',
    description: 'Help page answer',
  },
  accountHeading: {
    id: 'info.help.account.heading',
    defaultMessage: 'Account and password',
    description: 'Help page section heading',
  },
  registerQ: {
    id: 'info.help.register.q',
    defaultMessage: 'How do I create an account?',
    description: 'Help page question',
  },
  registerA1: {
    id: 'info.help.register.a1',
    defaultMessage:
      'Fill in the <register>registration form</register>. If the shop asks you to confirm your email address, we send a link: open it to activate the account, then <login>log in</login>. The link works for a limited time.',
    description: 'Help page answer; <register> and <login> are links',
  },
  resetQ: {
    id: 'info.help.reset.q',
    defaultMessage: 'I forgot my password.',
    description: 'Help page question',
  },
  resetA1: {
    id: 'info.help.reset.a1',
    defaultMessage:
      'Ask for a password reset from the <login>login page</login>. We email a link that opens a page here where you choose a new password. The link works once and for a limited time. For your safety we never say whether an address has an account, so if nothing arrives, check the address and your spam folder.',
    description: 'Help page answer; <login> links to the login page',
  },
  profileQ: {
    id: 'info.help.profile.q',
    defaultMessage: 'How do I change my name, addresses or password?',
    description: 'Help page question',
  },
  profileA1: {
    id: 'info.help.profile.a1',
    defaultMessage:
      'Log in and open your <profile>profile</profile>. Logging out removes your session and your cart from this browser; your orders stay in your account.',
    description: 'Help page answer; <profile> links to the profile page',
  },
  demoHeading: {
    id: 'info.help.demo.heading',
    defaultMessage: 'Demo shop: promo codes and gift cards',
    description: 'Help page section heading, shown only in the demo shop',
  },
  demoIntro: {
    id: 'info.help.demo.intro',
    defaultMessage:
      'This is a demo shop, and these codes work in it. Enter one in the promo code field of your <cart>cart</cart> or at checkout. Codes are case-sensitive: type them exactly as shown.',
    description: 'Help page, demo shop section: where the codes below are entered; <cart> links to the cart',
  },
  demoWelcome: {
    id: 'info.help.demo.welcome10',
    defaultMessage: '<code>WELCOME10</code>: 10% off your whole order.',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoSave5: {
    id: 'info.help.demo.save5',
    defaultMessage: '<code>SAVE5</code>: $5.00 off an order of $50.00 or more (shipping not counted).',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoFreeship: {
    id: 'info.help.demo.freeship',
    defaultMessage: '<code>FREESHIP</code>: free shipping, once you have chosen a delivery method.',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoTees: {
    id: 'info.help.demo.tees15',
    defaultMessage: '<code>TEES15</code>: 15% off T-shirts.',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoBulk: {
    id: 'info.help.demo.bulk3',
    defaultMessage: '<code>BULK3</code>: 10% off when your cart holds at least 3 items.',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoOnce: {
    id: 'info.help.demo.once20',
    defaultMessage: '<code>ONCE20</code>: 20% off, once per customer (by email address).',
    description: 'Help page, demo promo code; keep the code between <code> tags unchanged',
  },
  demoExpired: {
    id: 'info.help.demo.expired',
    defaultMessage: '<code>EXPIRED</code>: ended yesterday, so the shop answers that the code is invalid.',
    description:
      'Help page, demo promo code that no longer works; keep the code between <code> tags unchanged',
  },
  demoLimit: {
    id: 'info.help.demo.limit1',
    defaultMessage: '<code>LIMIT1</code>: already used as often as allowed, so it is invalid too.',
    description:
      'Help page, demo promo code that no longer works; keep the code between <code> tags unchanged',
  },
  demoGiftIntro: {
    id: 'info.help.demo.giftIntro',
    defaultMessage:
      'Gift cards go in the same field. Their balance pays for the order, up to what is left on the card.',
    description: 'Help page, demo shop section: before the list of demo gift cards',
  },
  demoGift25: {
    id: 'info.help.demo.gift2500',
    defaultMessage: '<code>DEMO-CARD-0025</code>: a gift card with $25.00 on it.',
    description: 'Help page, demo gift card; keep the code between <code> tags unchanged',
  },
  demoGift100: {
    id: 'info.help.demo.gift10000',
    defaultMessage: '<code>DEMO-CARD-0100</code>: a gift card with $100.00 on it.',
    description: 'Help page, demo gift card; keep the code between <code> tags unchanged',
  },
  demoGiftExpired: {
    id: 'info.help.demo.giftExpired',
    defaultMessage: '<code>DEMO-CARD-EXPD</code>: an expired gift card, refused as invalid.',
    description:
      'Help page, demo gift card that no longer works; keep the code between <code> tags unchanged',
  },
  moreHeading: {
    id: 'info.help.more.heading',
    defaultMessage: 'Still stuck?',
    description: 'Help page section heading before the contact pointer',
  },
  moreText: {
    id: 'info.help.more.text',
    defaultMessage:
      'Our <contact>contact page</contact> helps you write to us. Delivery, returns and your data are explained on the <shipping>shipping</shipping>, <returns>returns</returns> and <privacy>privacy</privacy> pages.',
    description: 'Last paragraph of the help page; the tags are links to other pages',
  },
});

export const helpContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    {
      id: 'ordering',
      heading: m.orderingHeading,
      blocks: [
        {
          faq: [
            { id: 'guest', question: m.guestQ, answer: [m.guestA1, m.guestA2] },
            { id: 'cart', question: m.cartQ, answer: [m.cartA1] },
            { id: 'change', question: m.changeQ, answer: [m.changeA1] },
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: m.paymentHeading,
      blocks: [
        {
          faq: [
            { id: 'methods', question: m.methodsQ, answer: [m.methodsA1] },
            { id: 'failed', question: m.failedQ, answer: [m.failedA1] },
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: m.ordersHeading,
      blocks: [
        {
          faq: [
            { id: 'track', question: m.trackQ, answer: [m.trackA1, m.trackA2] },
            { id: 'late', question: m.lateQ, answer: [m.lateA1] },
          ],
        },
      ],
    },
    {
      id: 'wishlist',
      heading: m.wishlistHeading,
      blocks: [{ faq: [{ id: 'wishlist', question: m.wishlistQ, answer: [m.wishlistA1] }] }],
    },
    {
      id: 'preferences',
      heading: m.preferencesHeading,
      blocks: [
        {
          faq: [
            { id: 'language', question: m.languageQ, answer: [m.languageA1] },
            { id: 'colour', question: m.colourQ, answer: [m.colourA1] },
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: m.accountHeading,
      blocks: [
        {
          faq: [
            { id: 'register', question: m.registerQ, answer: [m.registerA1] },
            { id: 'reset', question: m.resetQ, answer: [m.resetA1] },
            { id: 'profile', question: m.profileQ, answer: [m.profileA1] },
          ],
        },
      ],
    },
    {
      id: 'demo-codes',
      heading: m.demoHeading,
      demoOnly: true,
      blocks: [
        m.demoIntro,
        {
          list: [
            m.demoWelcome,
            m.demoSave5,
            m.demoFreeship,
            m.demoTees,
            m.demoBulk,
            m.demoOnce,
            m.demoExpired,
            m.demoLimit,
          ],
        },
        m.demoGiftIntro,
        { list: [m.demoGift25, m.demoGift100, m.demoGiftExpired] },
      ],
    },
    { id: 'more', heading: m.moreHeading, blocks: [m.moreText] },
  ],
};
