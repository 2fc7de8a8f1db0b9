import { defineMessages, type MessageDescriptor } from 'react-intl';

// What "Buy again" tells the shopper: the outcome, and why an order line could not be added, by the
// code Saleor gives (CheckoutCreateFromOrderUnavailableVariantErrorCode), in the shopper's language.

export const reorderMessages = defineMessages({
  failed: {
    id: 'order.reorder.failed',
    defaultMessage: 'Failed to create checkout',
    description: 'Shown when the items of an order cannot be put in the cart',
  },
  added: {
    id: 'order.reorder.added',
    defaultMessage: 'The items of this order were added to your cart.',
    description: 'Shown when every item of an order was added to the cart',
  },
  someMissing: {
    id: 'order.reorder.someMissing',
    defaultMessage: 'These items could not be added to your cart:',
    description: 'Heading of the items of an order that "Buy again" left out',
  },
  notFound: {
    id: 'order.reorder.unavailable.notFound',
    defaultMessage: 'no longer sold',
    description: 'Why an item of an order cannot be bought again: the product variant was removed',
  },
  notSold: {
    id: 'order.reorder.unavailable.notSold',
    defaultMessage: 'not available for purchase at the moment',
    description: 'Why an item of an order cannot be bought again: unpublished or not sold in this shop',
  },
  stock: {
    id: 'order.reorder.unavailable.stock',
    defaultMessage: 'not enough left in stock',
    description: 'Why an item of an order cannot be bought again: too few left',
  },
  limit: {
    id: 'order.reorder.unavailable.limit',
    defaultMessage: 'more than one order may contain',
    description: 'Why an item of an order cannot be bought again: over the per-order limit',
  },
});

const REASONS: Record<string, MessageDescriptor> = {
  NOT_FOUND: reorderMessages.notFound,
  PRODUCT_UNAVAILABLE_FOR_PURCHASE: reorderMessages.notSold,
  UNAVAILABLE_VARIANT_IN_CHANNEL: reorderMessages.notSold,
  PRODUCT_NOT_PUBLISHED: reorderMessages.notSold,
  QUANTITY_GREATER_THAN_LIMIT: reorderMessages.limit,
  INSUFFICIENT_STOCK: reorderMessages.stock,
};

/** Why a line was left out, for a code Saleor gives; an unknown code reads as "not available". */
export const unavailableReason = (code: string) => REASONS[code] ?? reorderMessages.notSold;
