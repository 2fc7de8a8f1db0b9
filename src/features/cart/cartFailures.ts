import { defineMessages, type MessageDescriptor } from 'react-intl';
import { serverMessage, type OperationFailure } from '../../api/failure';

// What went wrong with a cart operation, as the shopper reads it: the server's first message, the
// out-of-stock text for "Only 0 remaining in stock", else the operation's default text.

export const cartMessages = defineMessages({
  outOfStock: {
    id: 'cart.error.outOfStock',
    defaultMessage: 'Sorry, this item is out of stock.',
    description: 'Shown when adding a product that has no stock left',
  },
  addFailed: {
    id: 'cart.error.addFailed',
    defaultMessage: 'Failed to add item to cart',
    description: 'Default error when adding to the cart fails',
  },
  createFailed: {
    id: 'cart.error.createFailed',
    defaultMessage: 'Failed to create checkout',
    description: 'Default error when a new cart cannot be created',
  },
  updateFailed: {
    id: 'cart.error.updateFailed',
    defaultMessage: 'Failed to update cart line',
    description: 'Default error when a cart quantity cannot be changed',
  },
  removeFailed: {
    id: 'cart.error.removeFailed',
    defaultMessage: 'Failed to remove item from cart',
    description: 'Default error when a cart line cannot be removed',
  },
  fetchFailed: {
    id: 'cart.error.fetchFailed',
    defaultMessage: 'Failed to fetch checkout',
    description: 'Default error when the cart cannot be loaded',
  },
});

export type CartFailure = { text: string } | { descriptor: MessageDescriptor };

const OUT_OF_STOCK = /Only 0 remaining in stock/i;

/**
 * A failed cart operation as the shopper sees it: the server's first words, else the operation's own
 * text. A request that got no answer shows the operation's text (the transport's words are not for
 * shoppers).
 */
export function cartFailureOf(failure: OperationFailure, fallback: MessageDescriptor): CartFailure {
  return cartFailure(failure.kind === 'transport' ? null : serverMessage(failure), fallback);
}

/** The failure a shopper sees for a server message, or for none (the operation's default text). */
export function cartFailure(message: string | null | undefined, fallback: MessageDescriptor): CartFailure {
  if (message && OUT_OF_STOCK.test(message)) return { descriptor: cartMessages.outOfStock };
  return message ? { text: message } : { descriptor: fallback };
}
