import type { TypedStartListening } from '@reduxjs/toolkit';
import { localeChanged, type Locale } from './localeSlice';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** A change of language is kept in the cookie (365 days) and set on <html lang>; the URL stays. */
export function startLocaleListener(startListening: TypedStartListening<unknown>) {
  startListening({
    actionCreator: localeChanged,
    effect: (action) => {
      if (typeof document === 'undefined') return;
      document.cookie = localeCookieString(action.payload);
      document.documentElement.lang = action.payload;
    },
  });
}
