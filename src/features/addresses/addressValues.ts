import type { AddressInput, CountryCode } from '../../api/generated/schemaTypes';
import type { AddressFieldsFragment } from './AddressFields.generated';

/** The fields of the address form, in the order they are shown (and focused after a refusal). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'country',
  'streetAddress1',
  'streetAddress2',
  'city',
  'cityArea',
  'countryArea',
  'postalCode',
  'phone',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the form holds: every field as typed (the country as its code). */
export type AddressValues = Record<AddressField, string>;

export function emptyAddressValues(country = ''): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressValues;
  return { ...values, country };
}

/** A stored address as form values (for editing). */
export function addressValuesOf(address: AddressFieldsFragment): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName,
    country: address.country.code,
    streetAddress1: address.streetAddress1,
    streetAddress2: address.streetAddress2,
    city: address.city,
    cityArea: address.cityArea,
    countryArea: address.countryArea,
    postalCode: address.postalCode,
    phone: address.phone ?? '',
  };
}

/**
 * The values as Saleor's AddressInput, trimmed. Every field is sent, blanks as "", so an edit can
 * empty a field (Saleor keeps a field that is left out) and the server judges what is required.
 */
export function toAddressInput(values: AddressValues): AddressInput {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, values[field].trim()]),
  ) as AddressValues;
  return { ...trimmed, country: (trimmed.country || undefined) as CountryCode | undefined };
}

/** Google's rules for a country it has no data for (Saleor's default): street and city required. */
const DEFAULT_REQUIRED: readonly string[] = ['streetAddress1', 'city'];

/**
 * The fields the form marks required: the country; the first and last name, the shop's own rule
 * (Saleor requires no name, but the shop addresses its parcels and invoices to a person); and what
 * Saleor's addressValidationRules says the chosen country requires, e.g. for the US the state
 * (countryArea) and the ZIP code (postalCode). Until the country's rules have loaded, Saleor's
 * default rules stand in.
 */
export function requiredAddressFields(
  requiredFields: readonly string[] | null | undefined,
): ReadonlySet<AddressField> {
  const country = (requiredFields ?? DEFAULT_REQUIRED).filter(isAddressField);
  return new Set<AddressField>(['firstName', 'lastName', 'country', ...country]);
}

export function isAddressField(field: string | null | undefined): field is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');
}
