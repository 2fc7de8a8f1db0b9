import { defineMessages } from 'react-intl';
import type { InfoPageContent } from '../infoContent';

const m = defineMessages({
  intro: {
    id: 'page.shipping.intro',
    defaultMessage: 'Where we deliver, how long it takes and what it costs.',
    description: 'Lead paragraph of the shipping page',
  },
  description: {
    id: 'info.shipping.description',
    defaultMessage:
      'Delivery from {shop}: methods and prices shown at checkout for your address, delivery times, tracking, and digital products that need no shipping.',
    description: 'Meta description of the shipping page (search engines and link previews)',
  },
  methodsHeading: {
    id: 'info.shipping.methods.heading',
    defaultMessage: 'Methods and prices',
    description: 'Shipping page section heading',
  },
  methods1: {
    id: 'info.shipping.methods.p1',
    defaultMessage:
      'The delivery methods and their prices come from the shop at checkout. Once you enter your delivery address, checkout lists every method available for that address and for your cart, each with its price, and adds the one you choose to the total before you pay.',
    description: 'Shipping page paragraph',
  },
  methods2: {
    id: 'info.shipping.methods.p2',
    defaultMessage:
      'Some methods depend on the order total: an economy rate for small orders, for example, or free delivery above a certain amount. If a method you expected is missing, the cart total is outside its range.',
    description: 'Shipping page paragraph',
  },
  whereHeading: {
    id: 'info.shipping.where.heading',
    defaultMessage: 'Where we deliver',
    description: 'Shipping page section heading',
  },
  where1: {
    id: 'info.shipping.where.p1',
    defaultMessage:
      'The countries we deliver to are the ones in the country list of the address form at checkout. We deliver one order to one address.',
    description: 'Shipping page paragraph',
  },
  timesHeading: {
    id: 'info.shipping.times.heading',
    defaultMessage: 'How long it takes',
    description: 'Shipping page section heading',
  },
  timesPack: {
    id: 'info.shipping.times.pack',
    defaultMessage:
      'We pack orders paid before 2 pm on a working day the same day, and the others the next working day.',
    description: 'Shipping page list item',
  },
  timesTravel: {
    id: 'info.shipping.times.travel',
    defaultMessage:
      'The time on the way depends on the method: express takes one to two working days, standard methods three to eight.',
    description: 'Shipping page list item',
  },
  timesStatus: {
    id: 'info.shipping.times.status',
    defaultMessage:
      'Follow your order through the link in its confirmation email, or under <orders>Orders</orders> if you have an account: it says “shipped” once the parcel has left.',
    description: 'Shipping page list item; <orders> is a link',
  },
  timesLate: {
    id: 'info.shipping.times.late',
    defaultMessage: 'Not arrived in time? <contact>Write to us</contact> with your order number.',
    description: 'Shipping page list item; <contact> is a link',
  },
  digitalHeading: {
    id: 'info.shipping.digital.heading',
    defaultMessage: 'E-books and music',
    description: 'Shipping page section heading',
  },
  digital1: {
    id: 'info.shipping.digital.p1',
    defaultMessage:
      'Digital products need no shipping. When your cart holds only digital products, checkout asks for no delivery address or method and adds no delivery cost; they arrive by email at the order’s address once the payment is confirmed.',
    description: 'Shipping page paragraph',
  },
  digital2: {
    id: 'info.shipping.digital.p2',
    defaultMessage:
      'In a cart with both kinds, only the physical products are shipped, and the delivery price is that of your chosen method.',
    description: 'Shipping page paragraph',
  },
  moreHeading: {
    id: 'info.shipping.more.heading',
    defaultMessage: 'Returns',
    description: 'Shipping page section heading',
  },
  more1: {
    id: 'info.shipping.more.p1',
    defaultMessage: 'Changed your mind after delivery? See our <returns>returns policy</returns>.',
    description: 'Shipping page paragraph; <returns> is a link',
  },
});

export const shippingContent: InfoPageContent = {
  intro: m.intro,
  description: m.description,
  sections: [
    { id: 'methods', heading: m.methodsHeading, blocks: [m.methods1, m.methods2] },
    { id: 'destinations', heading: m.whereHeading, blocks: [m.where1] },
    {
      id: 'times',
      heading: m.timesHeading,
      blocks: [{ list: [m.timesPack, m.timesTravel, m.timesStatus, m.timesLate] }],
    },
    { id: 'digital', heading: m.digitalHeading, blocks: [m.digital1, m.digital2] },
    { id: 'returns', heading: m.moreHeading, blocks: [m.more1] },
  ],
};
