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

export function isAddressField(field: string | null | undefined): field is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');
}
