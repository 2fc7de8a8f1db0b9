import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CountryCode } from '../../api/generated/schemaTypes';
import { matchChoice, type AddressRules } from './addressFormat';
import { useAddressValidationRulesQuery } from './addressesApi';

/** Countries whose address data lists cities below the area (Google's data, through Saleor). */
const CITIES_BELOW_AREA: ReadonlySet<string> = new Set(['CN', 'TW', 'HK', 'KR']);

/**
 * A country's address rules (Saleor's addressValidationRules), asked once per country and kept for the
 * visit: every form and address of that country shares the one answer. Undefined while it loads or
 * when the service has none; only the asked country's own answer is given, never another's.
 */
export function useCountryRules(country: string | null | undefined): AddressRules | undefined {
  const result = useAddressValidationRulesQuery(
    country ? { countryCode: country as CountryCode } : skipToken,
    { refetchOnMountOrArgChange: false },
  );
  return result.currentData?.addressValidationRules ?? undefined;
}

/**
 * The cities (and, once a city is chosen, the city areas) of a chosen area, where the country's data
 * lists them: China's cities and districts, Taiwan's townships, Hong Kong's districts. Asked only for
 * those countries and once an area is chosen, so other countries cost no request more. `city` is the
 * city as typed or chosen; `cityKey` is the listed city it names, if any.
 */
export function useAreaRules(
  country: string,
  countryArea: string | null,
  city: string,
): { area: AddressRules | undefined; city: AddressRules | undefined; cityKey: string | null } {
  const listed = CITIES_BELOW_AREA.has(country) && Boolean(countryArea);
  const area =
    useAddressValidationRulesQuery(
      listed ? { countryCode: country as CountryCode, countryArea } : skipToken,
      { refetchOnMountOrArgChange: false },
    ).currentData?.addressValidationRules ?? undefined;
  const cityKey = listed ? matchChoice(city, area?.cityChoices) : null;
  const cityRules =
    useAddressValidationRulesQuery(
      cityKey ? { countryCode: country as CountryCode, countryArea, city: cityKey } : skipToken,
      { refetchOnMountOrArgChange: false },
    ).currentData?.addressValidationRules ?? undefined;
  return { area, city: cityRules, cityKey };
}
