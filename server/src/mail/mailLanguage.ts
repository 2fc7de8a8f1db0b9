// The language an email is written in, from a Saleor LanguageCodeEnum name (the order's or the user's
// language). The shop writes its emails in English, Simplified Chinese and Traditional Chinese (Taiwan):
// every Traditional code (ZH_HANT, ZH_HANT_TW, ZH_HANT_HK…) reads the Taiwan text, every other Chinese
// code (ZH_HANS…, and plain ZH, whose default script is Simplified) the Simplified text, and any other
// language English.

export type MailLocale = 'en' | 'zh-CN' | 'zh-TW';

export function mailLocale(languageCode: string | null | undefined): MailLocale {
  const code = (languageCode ?? '').toUpperCase();
  if (code === 'ZH_HANT' || code.startsWith('ZH_HANT_')) return 'zh-TW';
  if (code === 'ZH' || code === 'ZH_HANS' || code.startsWith('ZH_HANS_')) return 'zh-CN';
  return 'en';
}

/** An amount of money as the reader writes it ("$12.50", "US$12.50"). */
export function formatMoney(locale: MailLocale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/**
 * A day as the reader writes it ("November 25, 2026", "2026年11月25日"). In UTC: the shop does not know
 * the reader's time zone, and a date alone is off by at most a day.
 */
export function formatDate(locale: MailLocale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
