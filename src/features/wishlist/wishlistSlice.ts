import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the wishlist keeps of a product: enough to show and link it without a request. */
export interface WishlistItem {
  productId: string;
  slug: string;
  name: string;
  thumbnailUrl: string | null;
  /** The variant "move to cart" adds: the one chosen on the product page, else the default variant. */
  variantId: string | null;
  addedAt: string;
}

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistItemAdded: (state, action: PayloadAction<WishlistItem>) => {
      if (!state.items.some((item) => item.productId === action.payload.productId))
        state.items.push(action.payload);
    },
    wishlistItemRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.productId !== action.payload);
    },
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistCount: (state) => state.items.length,
  },
});

export const { wishlistItemAdded, wishlistItemRemoved } = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistCount } = wishlistSlice.selectors;
export const wishlistReducer = wishlistSlice.reducer;
export default wishlistSlice;
