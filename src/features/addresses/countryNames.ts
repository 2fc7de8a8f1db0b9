// Country names in the shopper's language. Saleor names countries in English (CountryDisplay.country):
// an English page keeps those names, the others take the runtime's own (CLDR) names for the code,
// e.g. "美国" for US on a Simplified Chinese page. Runtimes differ on a few names (Node's data says
// "中国香港特别行政区" where Chromium's says "香港"), so these names must never be server-rendered: addresses
// and country lists appear only on pages of a shopper's own things (cart, checkout, orders, profile),
// which the browser alone draws.

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** A country's name for the page's language, or the API's own name when the runtime has none. */
export function countryName(code: string, locale: string, apiName?: string | null): string {
  if (/^en\b/i.test(locale) && apiName) return apiName;
  let name: string | undefined;
  try {
    name = regionNames(locale)?.of(code);
  } catch {
    name = undefined;
  }
  return name || apiName || code;
}

/** Countries named for the page's language and sorted as that language sorts them. */
export function localCountries(
  countries: readonly { code: string; country: string }[],
  locale: string,
): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ code: country.code, name: countryName(country.code, locale, country.country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
