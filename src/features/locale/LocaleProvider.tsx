import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig, type MessageFormatElement } from 'react-intl';
import { useSelector } from 'react-redux';
import { BUILD_ID } from '../../lib/build/buildId';
import { cachedMessages, loadMessages, type Messages } from './loadMessages';
import { DEFAULT_LOCALE, type Locale, type LocaleState } from './localeSlice';

/** The locale formats use: the chosen one where Intl supports it, else the fallback en-US. */
export function formattingLocale(locale: Locale): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length ? locale : 'en-US';
  } catch {
    return 'en-US';
  }
}

const onIntlError: IntlConfig['onError'] = (error) => {
  // A missing translation falls back to English; CI's message test is where it must be caught.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error('[i18n]', error.message);
};

const NO_MESSAGES: Messages = {};

interface Loaded {
  locale: Locale;
  messages: Messages;
}

/**
 * Every language, English too, comes compiled from the build (cached for 24 hours), so the browser
 * needs no ICU parser; under the dev server and in tests English falls back to the code's defaults.
 */
function initialMessages(locale: Locale): Loaded | null {
  if (locale === DEFAULT_LOCALE && BUILD_ID === 'dev') return { locale, messages: NO_MESSAGES };
  const cached = cachedMessages(locale);
  return cached ? { locale, messages: cached } : null;
}

/** English for a first visit whose language failed to load: compiled (or the code's, under dev). */
async function englishFallback(): Promise<Loaded> {
  const ready = initialMessages(DEFAULT_LOCALE);
  if (ready) return ready;
  try {
    return { locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) };
  } catch (error) {
    console.warn('[i18n] Failed to load messages for', DEFAULT_LOCALE, error);
    // Nothing compiled to show: the page still renders (better than a blank one).
    return { locale: DEFAULT_LOCALE, messages: NO_MESSAGES };
  }
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSelector((state: { locale: LocaleState }) => state.locale.locale);
  const [fetched, setFetched] = useState<Loaded | null>(null);
  // What can be shown now: English, cached messages, or what was fetched; while another language
  // loads, the previous one stays.
  const [shown, setShown] = useState<Loaded | null>(() => initialMessages(locale));
  const ready = fetched?.locale === locale ? fetched : initialMessages(locale);
  const current = ready ?? shown;
  if (ready && (ready.locale !== shown?.locale || ready.messages !== shown.messages)) setShown(ready);

  useEffect(() => {
    if (initialMessages(locale)) return;
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => !cancelled && setFetched({ locale, messages }))
      .catch(async (error: unknown) => {
        console.warn('[i18n] Failed to load messages for', locale, error);
        // Never empty messages: a production build has no ICU parser, so the code's default
        // messages would show as raw templates. The language already shown stays; with none yet,
        // English comes from its compiled messages.json.
        const fallback = await englishFallback();
        if (!cancelled) setShown((previous) => previous ?? fallback);
      });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  // <html lang> names the language on screen: while another loads, or when it failed, the one shown.
  useEffect(() => {
    if (current) document.documentElement.lang = current.locale;
  }, [current, locale]);

  // The first visit in Chinese waits for its messages (a few KB) rather than flashing English.
  if (!current) return null;
  return (
    <IntlProvider
      locale={formattingLocale(current.locale)}
      defaultLocale="en"
      messages={current.messages as Record<string, MessageFormatElement[]>}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
