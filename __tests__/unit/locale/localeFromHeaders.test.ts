import { localeFromHeaders } from '../../../src/features/locale/detectLocale';

// The server picks a page's language from the request as the browser would from itself.
describe('localeFromHeaders', () => {
  it('takes the i18n_redirected cookie before Accept-Language', () => {
    expect(localeFromHeaders('a=1; i18n_redirected=zh-TW', 'en-US,en;q=0.9')).toBe('zh-TW');
  });

  it('takes the first supported language by q-value, skipping refused and unsupported ones', () => {
    expect(localeFromHeaders('', 'fr;q=1, en;q=0.5, zh-HK;q=0.8')).toBe('zh-TW');
    expect(localeFromHeaders('', 'zh-CN;q=0, en;q=0.3')).toBe('en');
    expect(localeFromHeaders('', 'zh-Hans-CN, en')).toBe('zh-CN');
  });

  it('falls back to English for a missing header or an unknown cookie value', () => {
    expect(localeFromHeaders('i18n_redirected=de', '')).toBe('en');
    expect(localeFromHeaders('', 'de-DE, fr')).toBe('en');
  });
});
