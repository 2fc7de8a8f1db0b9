import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Why toasts live in the Redux store rather than in a small external store: RTK Query callbacks,
// thunks and listeners raise them by dispatching, DevTools shows and replays them, and tests read
// them from the same store as everything else. So the state is serialisable: text or a message
// descriptor (never a React element), and an action's label but not its handler (see toast.ts).

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** Text already translated, or a react-intl descriptor the Toaster formats in the current language. */
export type ToastMessage =
  | string
  | { id: string; defaultMessage: string; description?: string; values?: Record<string, string | number> };

export interface ToastItem {
  id: string;
  message: ToastMessage;
  severity: ToastSeverity;
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  duration: number | null;
  createdAt: number;
  /** 'open' while shown, 'closing' while it animates out; then it is removed. */
  state: 'open' | 'closing';
  /** The label of the toast's one action button, if it has one. */
  actionLabel?: ToastMessage;
}

export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastsState {
  items: ToastItem[];
}

const initialState: ToastsState = { items: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: (state, action: PayloadAction<ToastItem>) => {
      state.items.push(action.payload);
      // At most five open at once: the oldest make way, through their exit animation.
      const open = state.items.filter((item) => item.state === 'open');
      for (const item of open.slice(0, Math.max(0, open.length - TOAST_LIMIT))) item.state = 'closing';
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      const item = state.items.find((candidate) => candidate.id === action.payload);
      if (item) item.state = 'closing';
    },
    toastRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
export const toastsReducer = toastsSlice.reducer;
