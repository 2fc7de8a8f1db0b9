import { DEFAULT_LOCALE, isLocale, type Locale } from './localeSlice';
import { readLocaleCookie } from './localeCookie';

/** Maps a browser language tag to a supported locale, or null. */
export function matchLanguageTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (/^zh-(tw|hk|mo)\b|^zh-hant\b/.test(lower)) return 'zh-TW';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/** The locale at start-up: the cookie's when valid, else the first browser language we support, else en. */
export function detectInitialLocale({
  cookie,
  languages,
}: {
  cookie: string;
  languages: readonly string[];
}): Locale {
  const fromCookie = readLocaleCookie(cookie);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of languages) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** detectInitialLocale with the browser's cookie and languages; en where there is no browser. */
export function detectBrowserLocale(): Locale {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return DEFAULT_LOCALE;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectInitialLocale({ cookie: document.cookie, languages });
}
