import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How the last payment polling ended (shown by /payment-debug). */
export interface LastPoll {
  result: 'success' | 'authorised' | 'failed' | 'timeout' | 'error' | 'cancelled';
  attempts: number;
  orderNumber: string | null;
  /** ISO time the polling ended. */
  at: string;
}

/** Transaction ids per order or checkout (keyed by its global id), newest last; the last polling. */
export interface PaymentState {
  transactionIds: Record<string, string[]>;
  lastPoll: LastPoll | null;
}

const initialState: PaymentState = { transactionIds: {}, lastPoll: null };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    transactionRecorded: (state, action: PayloadAction<{ ownerId: string; transactionId: string }>) => {
      const { ownerId, transactionId } = action.payload;
      const ids = state.transactionIds[ownerId] ?? [];
      if (!ids.includes(transactionId)) state.transactionIds[ownerId] = [...ids, transactionId];
    },
    transactionIdsCleared: (state) => {
      state.transactionIds = {};
    },
    pollFinished: (state, action: PayloadAction<LastPoll>) => {
      state.lastPoll = action.payload;
    },
    lastPollCleared: (state) => {
      state.lastPoll = null;
    },
  },
  selectors: {
    selectTransactionIds: (state) => state.transactionIds,
    selectLastPoll: (state) => state.lastPoll,
  },
});

export const { transactionRecorded, transactionIdsCleared, pollFinished, lastPollCleared } =
  paymentSlice.actions;
export const { selectTransactionIds, selectLastPoll } = paymentSlice.selectors;
export const paymentReducer = paymentSlice.reducer;
