import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Transaction ids per order or checkout (keyed by its global id), newest last. */
export interface PaymentState {
  transactionIds: Record<string, string[]>;
}

const initialState: PaymentState = { transactionIds: {} };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    transactionRecorded: (state, action: PayloadAction<{ ownerId: string; transactionId: string }>) => {
      const { ownerId, transactionId } = action.payload;
      const ids = state.transactionIds[ownerId] ?? [];
      if (!ids.includes(transactionId)) state.transactionIds[ownerId] = [...ids, transactionId];
    },
    transactionIdsCleared: () => initialState,
  },
  selectors: {
    selectTransactionIds: (state) => state.transactionIds,
  },
});

export const { transactionRecorded, transactionIdsCleared } = paymentSlice.actions;
export const { selectTransactionIds } = paymentSlice.selectors;
export const paymentReducer = paymentSlice.reducer;
export default paymentSlice;
