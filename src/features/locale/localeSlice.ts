import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SUPPORTED_LOCALES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => SUPPORTED_LOCALES.includes(value as Locale);

/** The interface language. Kept in the i18n_redirected cookie, never in the URL. */
export interface LocaleState {
  locale: Locale;
}

const initialState: LocaleState = { locale: DEFAULT_LOCALE };

const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged: (state, action: PayloadAction<Locale>) => {
      if (isLocale(action.payload)) state.locale = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
export const localeReducer = localeSlice.reducer;
