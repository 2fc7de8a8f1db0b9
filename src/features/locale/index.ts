// The locale feature's public face: what other features may use. Everything else in this folder is its own.

export { LanguageSwitcher } from './LanguageSwitcher';
export { LOCALE_COOKIE } from './localeCookie';
