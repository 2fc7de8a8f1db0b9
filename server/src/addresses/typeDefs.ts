import { COUNTRY_CODES } from './countries';

// Saleor 3.23's address types (Address, AddressInput, CountryCode, CountryDisplay, AddressTypeEnum,
// CheckoutAddressValidationRules), the shop's countries and a country's address rules
// (addressValidationRules, which needs no permission). Checkout and accounts use these types.
export const addressTypeDefs = /* GraphQL */ `
  enum CountryCode {
    ${COUNTRY_CODES.join('\n    ')}
  }

  enum AddressTypeEnum {
    BILLING
    SHIPPING
  }

  type CountryDisplay {
    code: String!
    country: String!
  }

  type Address {
    id: ID!
    firstName: String!
    lastName: String!
    companyName: String!
    streetAddress1: String!
    streetAddress2: String!
    city: String!
    cityArea: String!
    postalCode: String!
    country: CountryDisplay!
    countryArea: String!
    phone: String
    isDefaultShippingAddress: Boolean
    isDefaultBillingAddress: Boolean
  }

  input AddressInput {
    firstName: String
    lastName: String
    companyName: String
    streetAddress1: String
    streetAddress2: String
    city: String
    cityArea: String
    postalCode: String
    country: CountryCode
    countryArea: String
    phone: String
  }

  input CheckoutAddressValidationRules {
    checkRequiredFields: Boolean
    checkFieldsFormat: Boolean
    enableFieldsNormalization: Boolean
  }

  type Shop {
    countries: [CountryDisplay!]!
    defaultCountry: CountryDisplay
    availablePaymentGateways(currency: String, channel: String): [PaymentGateway!]!
  }

  type ChoiceValue {
    raw: String
    verbose: String
  }

  type AddressValidationData {
    countryCode: String!
    countryName: String!
    addressFormat: String!
    addressLatinFormat: String!
    allowedFields: [String!]!
    requiredFields: [String!]!
    upperFields: [String!]!
    countryAreaType: String!
    countryAreaChoices: [ChoiceValue!]!
    cityType: String!
    cityChoices: [ChoiceValue!]!
    cityAreaType: String!
    cityAreaChoices: [ChoiceValue!]!
    postalCodeType: String!
    postalCodeMatchers: [String!]!
    postalCodeExamples: [String!]!
    postalCodePrefix: String!
  }

  extend type Query {
    shop: Shop!
    addressValidationRules(
      countryCode: CountryCode!
      countryArea: String
      city: String
      cityArea: String
    ): AddressValidationData
  }
`;
