import { defineMessages } from 'react-intl';
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
