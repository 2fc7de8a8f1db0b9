import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * orderMapping: order number or id -> order token. Guests can only read an order by its token, so the
 * browser remembers the tokens of the orders made here (the /orders-backup page lists them).
 */
export interface OrdersState {
  orderMapping: Record<string, string>;
}

const initialState: OrdersState = { orderMapping: {} };

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    orderRemembered: (state, action: PayloadAction<{ keys: string[]; token: string }>) => {
      for (const key of action.payload.keys) state.orderMapping[key] = action.payload.token;
    },
    orderMappingCleared: () => initialState,
  },
  selectors: {
    selectOrderMapping: (state) => state.orderMapping,
  },
});

export const { orderRemembered, orderMappingCleared } = ordersSlice.actions;
export const { selectOrderMapping } = ordersSlice.selectors;
export const ordersReducer = ordersSlice.reducer;
export default ordersSlice;
