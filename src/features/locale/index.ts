// The locale feature's public face: what other features may use. Everything else in this folder is its own.

export { LanguageSwitcher } from './LanguageSwitcher';
export { LANGUAGE_CODES, selectLanguageCode, useLanguageCode } from './languageCode';
export { startLanguageFollower } from './languageFollower';
export { LOCALE_COOKIE } from './localeCookie';
export { localeChanged } from './localeSlice';
export type { LocaleState } from './localeSlice';
