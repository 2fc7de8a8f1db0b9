// The addresses feature's public face: what other features may use. Everything else in this folder is its own.

export type { AddressFieldsFragment } from './AddressFields.generated';
export { AddressForm } from './AddressForm';
export type { AddressSubmitResult } from './AddressForm';
export { AddressText, addressLines, useAddressLines } from './AddressText';
export { countryName } from './countryNames';
export { addressValuesOf, emptyAddressValues, toAddressInput } from './addressValues';
export type { AddressValues } from './addressValues';
