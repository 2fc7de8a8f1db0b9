import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AddressField } from './addressValues';

/** Labels of the address form's fields. */
export const addressFieldLabels = defineMessages<AddressField>({
  firstName: {
    id: 'address.field.firstName',
    defaultMessage: 'First name',
    description: 'Address form label',
  },
  lastName: { id: 'address.field.lastName', defaultMessage: 'Last name', description: 'Address form label' },
  companyName: {
    id: 'address.field.companyName',
    defaultMessage: 'Company (optional)',
    description: 'Address form label',
  },
  country: { id: 'address.field.country', defaultMessage: 'Country', description: 'Address form label' },
  streetAddress1: {
    id: 'address.field.streetAddress1',
    defaultMessage: 'Street address',
    description: 'Address form label: first street line',
  },
  streetAddress2: {
    id: 'address.field.streetAddress2',
    defaultMessage: 'Apartment, suite, floor (optional)',
    description: 'Address form label: second street line',
  },
  city: { id: 'address.field.city', defaultMessage: 'City', description: 'Address form label' },
  cityArea: {
    id: 'address.field.cityArea',
    defaultMessage: 'District (if your country uses one)',
    description: 'Address form label: the city area or district',
  },
  countryArea: {
    id: 'address.field.countryArea',
    defaultMessage: 'State, province or region',
    description: 'Address form label: the country area',
  },
  postalCode: {
    id: 'address.field.postalCode',
    defaultMessage: 'Postal code',
    description: 'Address form label',
  },
  phone: { id: 'address.field.phone', defaultMessage: 'Phone', description: 'Address form label' },
});

export const addressMessages = defineMessages({
  required: {
    id: 'address.error.required',
    defaultMessage: 'This field is required.',
    description: 'Beside an address field the server says is required (its code REQUIRED)',
  },
  invalid: {
    id: 'address.error.invalid',
    defaultMessage: 'This value is not valid for the address.',
    description: 'Beside an address field the server refused as not valid for the country (code INVALID)',
  },
  phoneHint: {
    id: 'address.hint.phone',
    defaultMessage: 'With the country code, e.g. +1 650 253 0000',
    description: 'Hint under the phone field of the address form',
  },
  countriesLoading: {
    id: 'address.countries.loading',
    defaultMessage: 'Loading countries…',
    description: 'The only choice of the country list while the shop’s countries load',
  },
  countriesFailed: {
    id: 'address.countries.failed',
    defaultMessage: 'The list of countries could not be loaded.',
    description: 'Under the country field when the shop’s countries failed to load',
  },
  retry: {
    id: 'address.countries.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the list of countries again',
  },
  cancel: {
    id: 'address.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the address form without saving',
  },
});

/**
 * The country area's name by what the country calls it (Saleor's countryAreaType, Google's words):
 * a US state, a Chinese province, a Japanese prefecture, a Taiwanese county or city.
 */
export const areaTypeLabels = defineMessages({
  area: {
    id: 'address.areaType.area',
    defaultMessage: 'Area',
    description: 'Address form label: the country area, e.g. in Hong Kong',
  },
  county: {
    id: 'address.areaType.county',
    defaultMessage: 'County',
    description: 'Address form label: the country area, e.g. in Taiwan or the UK',
  },
  department: {
    id: 'address.areaType.department',
    defaultMessage: 'Department',
    description: 'Address form label: the country area, e.g. in Colombia',
  },
  district: {
    id: 'address.areaType.district',
    defaultMessage: 'District',
    description: 'Address form label: the country area called a district',
  },
  do_si: {
    id: 'address.areaType.do_si',
    defaultMessage: 'Province',
    description: 'Address form label: the country area in South Korea (do or si)',
  },
  emirate: {
    id: 'address.areaType.emirate',
    defaultMessage: 'Emirate',
    description: 'Address form label: the country area in the United Arab Emirates',
  },
  island: {
    id: 'address.areaType.island',
    defaultMessage: 'Island',
    description: 'Address form label: the country area called an island',
  },
  oblast: {
    id: 'address.areaType.oblast',
    defaultMessage: 'Region',
    description: 'Address form label: the country area called an oblast',
  },
  parish: {
    id: 'address.areaType.parish',
    defaultMessage: 'Parish',
    description: 'Address form label: the country area called a parish',
  },
  prefecture: {
    id: 'address.areaType.prefecture',
    defaultMessage: 'Prefecture',
    description: 'Address form label: the country area in Japan',
  },
  province: {
    id: 'address.areaType.province',
    defaultMessage: 'Province',
    description: 'Address form label: the country area, e.g. in China or Canada',
  },
  state: {
    id: 'address.areaType.state',
    defaultMessage: 'State',
    description: 'Address form label: the country area, e.g. in the US or Australia',
  },
});

/** The city's name by what the country calls it (Saleor's cityType). */
export const cityTypeLabels = defineMessages({
  city: { id: 'address.cityType.city', defaultMessage: 'City', description: 'Address form label: the city' },
  district: {
    id: 'address.cityType.district',
    defaultMessage: 'District',
    description: 'Address form label: the city field where it is a district, e.g. in Hong Kong',
  },
  post_town: {
    id: 'address.cityType.post_town',
    defaultMessage: 'City or town',
    description: 'Address form label: the post town, e.g. in the UK',
  },
  suburb: {
    id: 'address.cityType.suburb',
    defaultMessage: 'Suburb',
    description: 'Address form label: the city field where it is a suburb, e.g. in Australia',
  },
});

/** The city area's name by what the country calls it (Saleor's cityAreaType). */
export const cityAreaTypeLabels = defineMessages({
  district: {
    id: 'address.cityAreaType.district',
    defaultMessage: 'District',
    description: 'Address form label: the city area, e.g. a Chinese district',
  },
  neighborhood: {
    id: 'address.cityAreaType.neighborhood',
    defaultMessage: 'Neighbourhood',
    description: 'Address form label: the city area called a neighbourhood',
  },
  suburb: {
    id: 'address.cityAreaType.suburb',
    defaultMessage: 'Suburb',
    description: 'Address form label: the city area called a suburb',
  },
  townland: {
    id: 'address.cityAreaType.townland',
    defaultMessage: 'Townland',
    description: 'Address form label: the city area in Ireland',
  },
  village_township: {
    id: 'address.cityAreaType.village_township',
    defaultMessage: 'Village or township',
    description: 'Address form label: the city area called a village or township',
  },
});

/** The postal code's name by what the country calls it (Saleor's postalCodeType). */
export const postalTypeLabels = defineMessages({
  eircode: {
    id: 'address.postalType.eircode',
    defaultMessage: 'Eircode',
    description: 'Address form label: the postal code in Ireland',
  },
  pin: {
    id: 'address.postalType.pin',
    defaultMessage: 'PIN code',
    description: 'Address form label: the postal code in India',
  },
  postal: {
    id: 'address.postalType.postal',
    defaultMessage: 'Postal code',
    description: 'Address form label: the postal code',
  },
  zip: {
    id: 'address.postalType.zip',
    defaultMessage: 'ZIP code',
    description: 'Address form label: the postal code in the US',
  },
});

const hints = defineMessages({
  postalExample: {
    id: 'address.hint.postalExample',
    defaultMessage: 'For example {example}',
    description: 'Hint under the postal code field: an example code of the chosen country',
  },
  choose: {
    id: 'address.choice.none',
    defaultMessage: 'Choose…',
    description: 'The empty choice of a list of areas or cities in the address form',
  },
});

// Typed as MessageDescriptor: react-intl's inferred types refuse values.
export const addressHints: Record<keyof typeof hints, MessageDescriptor> = hints;

/** A label of one of the lists above, or null for a word the lists do not know. */
export function typeLabel<T extends Record<string, MessageDescriptor>>(
  labels: T,
  type: string | null | undefined,
): MessageDescriptor | null {
  return type && Object.hasOwn(labels, type) ? labels[type] : null;
}
