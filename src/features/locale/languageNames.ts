import type { Locale } from './localeSlice';

/** Each language named in itself, so a shopper finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, { name: string; short: string }> = {
  'zh-CN': { name: '简体中文', short: '简' },
  'zh-TW': { name: '繁體中文', short: '繁' },
  en: { name: 'English', short: 'EN' },
};
