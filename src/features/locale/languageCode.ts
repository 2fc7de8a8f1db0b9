import { useAppSelector } from '../../app/hooks';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { selectLocale, type Locale, type LocaleState } from './localeSlice';

/**
 * Saleor's language of each interface language: the code its translations are stored under. Saleor
 * answers the translation of exactly the code asked for (ZH_HANS_CN finds no ZH_HANS row), so these
 * are the plain script codes the shop's translations use.
 */
export const LANGUAGE_CODES: Record<Locale, LanguageCodeEnum> = {
  'zh-CN': 'ZH_HANS',
  'zh-TW': 'ZH_HANT',
  en: 'EN',
};

/** The Saleor language of the shopper's interface language: what catalogue queries ask translations in. */
export const selectLanguageCode = (state: { locale: LocaleState }): LanguageCodeEnum =>
  LANGUAGE_CODES[selectLocale(state)];

/**
 * The shopper's Saleor language, for a query's arguments: the cache then keeps one answer per
 * language, and a change of language asks for (or finds) the catalogue in the new one.
 */
export const useLanguageCode = (): LanguageCodeEnum => useAppSelector(selectLanguageCode);
