import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth';
import { checkoutIdFromToken } from '../../lib/globalId';

/** The shopper's current checkout (the cart), identified by its token. */
export interface CheckoutState {
  token: string | null;
  /** The stored checkout has just become an order (kept until it is cleared): its absence is no news. */
  becameOrder?: boolean;
}

const initialState: CheckoutState = { token: null };

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    checkoutTokenSet: (_state, action: PayloadAction<string>) => ({ token: action.payload }),
    checkoutBecameOrder: (state, action: PayloadAction<string>) => {
      if (state.token === action.payload) state.becameOrder = true;
    },
    /** After a completed order, an invalid or expired token, or logout: the next add starts a new cart. */
    checkoutCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectCheckoutToken: (state) => state.token,
    /** The stored checkout's global id, as every checkout operation takes it (null without a cart). */
    selectCheckoutId: (state) => (state.token ? checkoutIdFromToken(state.token) : null),
  },
});

export const { checkoutTokenSet, checkoutBecameOrder, checkoutCleared } = checkoutSlice.actions;
export const { selectCheckoutToken, selectCheckoutId } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
