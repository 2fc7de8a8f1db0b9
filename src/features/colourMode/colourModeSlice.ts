import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColourModePreference = 'light' | 'dark' | 'system';

/** The shopper's choice, persisted under the fixed key `color-mode`. */
export interface ColourModeState {
  preference: ColourModePreference;
}

const initialState: ColourModeState = { preference: 'system' };

export const isColourModePreference = (value: unknown): value is ColourModePreference =>
  value === 'light' || value === 'dark' || value === 'system';

const colourModeSlice = createSlice({
  name: 'colourMode',
  initialState,
  reducers: {
    colourModePreferenceChanged: (state, action: PayloadAction<ColourModePreference>) => {
      if (isColourModePreference(action.payload)) state.preference = action.payload;
    },
  },
  selectors: {
    // Rehydration puts back whatever storage holds: anything but a colour mode reads as the default,
    // as the init script in <head> reads it.
    selectColourModePreference: (state): ColourModePreference =>
      isColourModePreference(state.preference) ? state.preference : initialState.preference,
  },
});

export const { colourModePreferenceChanged } = colourModeSlice.actions;
export const { selectColourModePreference } = colourModeSlice.selectors;
export const colourModeReducer = colourModeSlice.reducer;
