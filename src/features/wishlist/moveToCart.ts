import type { AppDispatch } from '../../app/hooks';
import { addToCart, type AddToCartResult } from '../cart';
import { wishlistItemRemoved } from './wishlistSlice';

/**
 * "Move to cart": adds one of the variant to the cart and, only once the cart has it, takes the
 * product off the wishlist. A failure leaves the wishlist as it was.
 */
export const moveToCart =
  (productId: string, variantId: string) =>
  async (dispatch: AppDispatch): Promise<AddToCartResult> => {
    const result = await dispatch(addToCart(variantId, 1));
    if (result.ok) dispatch(wishlistItemRemoved(productId));
    return result;
  };
