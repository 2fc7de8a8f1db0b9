import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/authSlice';

/** The shopper's current checkout (the cart), identified by its token. */
export interface CheckoutState {
  token: string | null;
}

const initialState: CheckoutState = { token: null };

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    checkoutTokenSet: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    /** After a completed order, an invalid or expired token, or logout: the next add starts a new cart. */
    checkoutCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectCheckoutToken: (state) => state.token,
  },
});

export const { checkoutTokenSet, checkoutCleared } = checkoutSlice.actions;
export const { selectCheckoutToken } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;
export default checkoutSlice;
