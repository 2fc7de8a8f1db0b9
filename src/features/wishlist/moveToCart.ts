import type { AppDispatch } from '../../app/store';
import { addToCart, type AddToCartResult } from '../cart/addToCart';
import { wishlistItemRemoved, type WishlistItem } from './wishlistSlice';

/**
 * "Move to cart": adds the saved variant (one of it) to the cart and, only once the cart has it,
 * takes the product off the wishlist. A failure leaves the wishlist as it was.
 */
export const moveToCart =
  (item: Pick<WishlistItem, 'productId' | 'variantId'>) =>
  async (dispatch: AppDispatch): Promise<AddToCartResult> => {
    if (!item.variantId) throw new Error('moveToCart needs a variant: choose one on the product page');
    const result = await dispatch(addToCart(item.variantId, 1));
    if (result.ok) dispatch(wishlistItemRemoved(item.productId));
    return result;
  };
