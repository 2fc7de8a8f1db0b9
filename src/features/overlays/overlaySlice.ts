import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth';

// The overlay service (an unknown id is "Overlay not found"): every drawer and dialog of the shop is opened
// and closed by id through the store, so DevTools shows which one is open and a time-travel jump restores it.
// What an overlay shows and does stays with the component that renders it; the store holds only its id and a
// few plain values (an address id, a product slug).

export const OVERLAY_IDS = ['miniCart', 'navigation', 'deleteAddress', 'chooseVariant'] as const;
export type OverlayId = (typeof OVERLAY_IDS)[number];
export type OverlayProps = Record<string, string | number | boolean | null>;

export interface OpenOverlay {
  id: OverlayId;
  props: OverlayProps;
}

export interface OverlaysState {
  /** Open overlays, the last on top (a dialog may open over a drawer). */
  open: OpenOverlay[];
}

const initialState: OverlaysState = { open: [] };

export class OverlayNotFoundError extends Error {
  constructor(id: string) {
    super(`Overlay not found: ${id}`);
    this.name = 'OverlayNotFoundError';
  }
}

const isOverlayId = (id: string): id is OverlayId => (OVERLAY_IDS as readonly string[]).includes(id);

const overlaySlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    overlayOpened: {
      reducer: (state, action: PayloadAction<OpenOverlay>) => {
        state.open = [...state.open.filter((o) => o.id !== action.payload.id), action.payload];
      },
      // An unknown id is a programming error: it fails where it is written, not silently later.
      prepare: (id: string, props: OverlayProps = {}) => {
        if (!isOverlayId(id)) throw new OverlayNotFoundError(id);
        return { payload: { id, props } };
      },
    },
    overlayClosed: (state, action: PayloadAction<OverlayId>) => {
      state.open = state.open.filter((o) => o.id !== action.payload);
    },
    allOverlaysClosed: () => initialState,
  },
  extraReducers: (builder) => {
    // Nothing of the previous shopper's stays open.
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectOpenOverlays: (state) => state.open,
  },
});

export const { overlayOpened, overlayClosed, allOverlaysClosed } = overlaySlice.actions;
export const { selectOpenOverlays } = overlaySlice.selectors;
export const overlaysReducer = overlaySlice.reducer;
