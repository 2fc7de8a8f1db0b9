import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How the last payment polling ended (shown by /payment-debug). */
export interface LastPoll {
  result: 'success' | 'authorised' | 'failed' | 'timeout' | 'error' | 'cancelled';
  attempts: number;
  orderNumber: string | null;
  /** ISO time the polling ended. */
  at: string;
}

/**
 * Transaction ids per order or checkout (keyed by its global id), newest last; the last polling; the
 * transactions the provider refused (they hold no money). The refusals are stored with the ids, so that
 * after a reload a refused payment does not count as open again and hold the checkout back.
 */
export interface PaymentState {
  transactionIds: Record<string, string[]>;
  lastPoll: LastPoll | null;
  refusedTransactionIds?: string[];
}

const initialState: PaymentState = { transactionIds: {}, lastPoll: null, refusedTransactionIds: [] };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    transactionRecorded: (state, action: PayloadAction<{ ownerId: string; transactionId: string }>) => {
      const { ownerId, transactionId } = action.payload;
      const ids = state.transactionIds[ownerId] ?? [];
      if (!ids.includes(transactionId)) state.transactionIds[ownerId] = [...ids, transactionId];
    },
    transactionRefused: (state, action: PayloadAction<string>) => {
      const refused = state.refusedTransactionIds ?? [];
      if (!refused.includes(action.payload)) state.refusedTransactionIds = [...refused, action.payload];
    },
    transactionIdsCleared: (state) => {
      // A refusal means something only beside the ids it refused.
      state.transactionIds = {};
      state.refusedTransactionIds = [];
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
    /**
     * The newest transaction started for `ownerId` that the provider has not refused (it may be waiting on
     * the provider's page, authorised, or charged), or null.
     */
    selectOpenTransactionId: (state, ownerId: string): string | null => {
      const refused = state.refusedTransactionIds ?? [];
      return [...(state.transactionIds[ownerId] ?? [])].reverse().find((id) => !refused.includes(id)) ?? null;
    },
  },
});

export const {
  transactionRecorded,
  transactionRefused,
  transactionIdsCleared,
  pollFinished,
  lastPollCleared,
} = paymentSlice.actions;
export const { selectTransactionIds, selectLastPoll, selectOpenTransactionId } = paymentSlice.selectors;
export const paymentReducer = paymentSlice.reducer;
