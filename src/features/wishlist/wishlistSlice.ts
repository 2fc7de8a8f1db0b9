import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the wishlist keeps of a product: enough to show and link it before its data has loaded. */
export interface WishlistItem {
  productId: string;
  slug: string;
  name: string;
  thumbnailUrl: string | null;
  /**
   * The variant the shopper chose (saved from the product page), or null when none was: saved from a
   * listing, where nothing is chosen. "Move to cart" then asks, unless the product has one variant.
   */
  chosenVariantId: string | null;
  addedAt: string;
}

/**
 * An entry as browser storage may hold it. Versions before chosenVariantId stored `variantId`, which
 * a listing filled with the product's default variant (XS / Black for a tee): not the shopper's choice,
 * so such an entry reads as saved without one.
 */
type StoredItem = Omit<WishlistItem, 'chosenVariantId'> & {
  chosenVariantId?: string | null;
  variantId?: string | null;
};

export interface WishlistState {
  items: StoredItem[];
}

const initialState: WishlistState = { items: [] };

function current({ variantId: _olderVersionsGuess, ...item }: StoredItem): WishlistItem {
  return { ...item, chosenVariantId: item.chosenVariantId ?? null };
}

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
    selectWishlistItems: createSelector([(state: WishlistState) => state.items], (items) =>
      items.map(current),
    ),
    selectWishlistCount: (state) => state.items.length,
  },
});

export const { wishlistItemAdded, wishlistItemRemoved } = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistCount } = wishlistSlice.selectors;
export const wishlistReducer = wishlistSlice.reducer;
