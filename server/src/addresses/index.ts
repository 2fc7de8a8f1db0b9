// The shared address module: the Address type and its input, per-country validation, and the
// address rows. Checkout and accounts import from here.
export { addressResolvers, countryDisplay } from './resolvers';
export { addressTypeDefs } from './typeDefs';
export {
  addressData,
  copyAddress,
  insertAddress,
  readAddress,
  updateAddress,
  userAddresses,
  type AddressRow,
} from './store';
export {
  INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  normalizePhone,
  validateAddress,
  type AddressData,
  type AddressErrorValue,
  type AddressInput,
  type AddressTypeEnum,
  type AddressValidationResult,
  type AddressValidationRules,
} from './validation';
export { allCountries, countryName, COUNTRY_CODES } from './countries';
