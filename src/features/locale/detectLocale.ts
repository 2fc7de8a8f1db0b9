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

/**
 * detectInitialLocale from a request's Cookie and Accept-Language headers (the server's view of the
 * same choice), languages taken in order of their q-values; a q of 0 refuses one.
 */
export function localeFromHeaders(cookie: string, acceptLanguage: string): Locale {
  const languages = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  return detectInitialLocale({ cookie, languages });
}

/** detectInitialLocale with the browser's cookie and languages; en where there is no browser. */
export function detectBrowserLocale(): Locale {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return DEFAULT_LOCALE;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectInitialLocale({ cookie: document.cookie, languages });
}
