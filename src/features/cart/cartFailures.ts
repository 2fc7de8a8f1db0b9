import { defineMessages, type MessageDescriptor } from 'react-intl';
import { firstErrorMessage, type FormatMessage, type MessageValues } from '../../api/errorMessages';
import { failureErrors, serverWords, type OperationFailure } from '../../api/failure';

// What went wrong with a cart operation, as the shopper reads it: a message of ours for the server's
// error code, else the operation's default text.

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

/**
 * A failed cart operation as the shopper reads it: a message of ours (for the server's code, with the
 * values it carries, such as the stock left, else the operation's default text) and the server's own
 * words for a details line. `text` is a diagnostics page's own words, shown as they are.
 */
export type CartFailure =
  { text: string } | { descriptor: MessageDescriptor; values?: MessageValues; details?: string | null };

const OUT_OF_STOCK = /Only 0 remaining in stock/i;

/**
 * A failed cart operation as the shopper sees it: ours for the first error whose code we know (an
 * INSUFFICIENT_STOCK says how many are left: the number Saleor gives in its sentence, which is the
 * current count), else the operation's own text. A request that got no answer shows the operation's
 * text (the transport's words are not for shoppers).
 */
export function cartFailureOf(failure: OperationFailure, fallback: MessageDescriptor): CartFailure {
  const errors = failure.kind === 'transport' ? [] : failureErrors(failure);
  const details = serverWords(errors);
  const known = firstErrorMessage(errors);
  return known ? { ...known, details } : { descriptor: fallback, details };
}

/** The failure a diagnostics page shows for a message of its own, or for none (the default text). */
export function cartFailure(message: string | null | undefined, fallback: MessageDescriptor): CartFailure {
  if (message && OUT_OF_STOCK.test(message)) return { descriptor: cartMessages.outOfStock };
  return message ? { text: message } : { descriptor: fallback };
}

/** The text of a cart failure in the shopper's language. */
export function cartFailureText(failure: CartFailure, formatMessage: FormatMessage): string {
  return 'text' in failure ? failure.text : formatMessage(failure.descriptor, failure.values);
}
