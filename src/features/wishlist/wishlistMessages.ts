import { defineMessages, type MessageDescriptor } from 'react-intl';

// Widened: react-intl's inferred message types refuse values.
export const wishlistMessages: Record<
  | 'move'
  | 'moving'
  | 'moved'
  | 'viewCart'
  | 'removeNamed'
  | 'moveNamed'
  | 'chooseNamed'
  | 'gone'
  | 'loadFailed'
  | 'cancel'
  | 'pickEach',
  MessageDescriptor
> = defineMessages({
  move: {
    id: 'wishlist.card.move',
    defaultMessage: 'Move to cart',
    description: 'Button that adds a wishlist product to the cart and takes it off the wishlist',
  },
  moving: {
    id: 'wishlist.card.moving',
    defaultMessage: 'Moving…',
    description: 'Move-to-cart button while the product is being added to the cart',
  },
  moved: {
    id: 'wishlist.card.moved',
    defaultMessage: '{name} is in your cart now.',
    description: 'Toast after a wishlist product was moved to the cart',
  },
  viewCart: {
    id: 'wishlist.card.viewCart',
    defaultMessage: 'View cart',
    description: 'Button on the toast after moving a wishlist product to the cart',
  },
  removeNamed: {
    id: 'wishlist.card.removeNamed',
    defaultMessage: 'Remove {name} from the wishlist',
    description: 'Screen-reader name of the remove button on a wishlist card',
  },
  moveNamed: {
    id: 'wishlist.card.moveNamed',
    defaultMessage: 'Move {name} to the cart',
    description: 'Screen-reader name of the move-to-cart button on a wishlist card',
  },
  chooseNamed: {
    id: 'wishlist.card.chooseNamed',
    defaultMessage: 'Choose options for {name}',
    description:
      'Title of the dialog where the shopper picks size, colour etc. before a wishlist product goes to the cart',
  },
  gone: {
    id: 'wishlist.card.gone',
    defaultMessage: 'No longer available',
    description: 'On a wishlist card whose product the shop no longer sells',
  },
  loadFailed: {
    id: 'wishlist.card.loadFailed',
    defaultMessage: 'The price and options could not be loaded.',
    description: 'On a wishlist card whose product data failed to load; a retry button follows',
  },
  cancel: {
    id: 'wishlist.choose.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the choose-options dialog without adding anything to the cart',
  },
  pickEach: {
    id: 'wishlist.choose.pickEach',
    defaultMessage: 'Choose one of each to see its price and stock.',
    description: 'Hint in the choose-options dialog until every option (size, colour…) has a value',
  },
});
