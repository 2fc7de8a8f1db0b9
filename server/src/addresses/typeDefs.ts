import { COUNTRY_CODES } from './countries';

// Saleor 3.23's address types (Address, AddressInput, CountryCode, CountryDisplay, AddressTypeEnum,
// CheckoutAddressValidationRules) and the shop's countries. Checkout and accounts use these types.
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

  extend type Query {
    shop: Shop!
  }
`;
