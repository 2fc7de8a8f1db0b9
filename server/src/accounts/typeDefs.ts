// Saleor 3.23's accounts API for shoppers: tokens, me, registration with email confirmation, password
// reset and change, the account's details and its address book.
export const accountTypeDefs = /* GraphQL */ `
  scalar GenericScalar

  enum AccountErrorCode {
    INACTIVE
    INVALID
    INVALID_CREDENTIALS
    ACCOUNT_NOT_CONFIRMED
    JWT_SIGNATURE_EXPIRED
    JWT_INVALID_TOKEN
    JWT_DECODE_ERROR
    JWT_MISSING_TOKEN
    JWT_INVALID_CSRF_TOKEN
    REQUIRED
    GRAPHQL_ERROR
    NOT_FOUND
    PASSWORD_ENTIRELY_NUMERIC
    PASSWORD_TOO_COMMON
    PASSWORD_TOO_SHORT
    PASSWORD_TOO_SIMILAR
    MISSING_CHANNEL_SLUG
    LOGIN_ATTEMPT_DELAYED
    UNKNOWN_IP_ADDRESS
  }

  enum LanguageCodeEnum {
    EN
    EN_US
    EN_GB
    ZH
    ZH_HANS
    ZH_HANS_CN
    ZH_HANS_HK
    ZH_HANS_MO
    ZH_HANS_SG
    ZH_HANT
    ZH_HANT_TW
    ZH_HANT_HK
    ZH_HANT_MO
    JA
    JA_JP
    DE
    DE_DE
    FR
    FR_FR
  }

  type AccountError {
    field: String
    message: String
    code: AccountErrorCode!
    addressType: AddressTypeEnum
  }

  type User {
    id: ID!
    email: String!
    firstName: String!
    lastName: String!
    isActive: Boolean!
    isConfirmed: Boolean!
    dateJoined: DateTime!
    lastLogin: DateTime
    languageCode: LanguageCodeEnum!
    addresses: [Address!]!
    defaultShippingAddress: Address
    defaultBillingAddress: Address
  }

  type CreateToken {
    token: String
    refreshToken: String
    csrfToken: String
    user: User
    errors: [AccountError!]!
  }

  type RefreshToken {
    token: String
    user: User
    errors: [AccountError!]!
  }

  type VerifyToken {
    user: User
    isValid: Boolean!
    payload: GenericScalar
    errors: [AccountError!]!
  }

  type DeactivateAllUserTokens {
    errors: [AccountError!]!
  }

  input AccountRegisterInput {
    firstName: String
    lastName: String
    languageCode: LanguageCodeEnum
    email: String!
    password: String!
    redirectUrl: String
    channel: String
  }

  type AccountRegister {
    user: User
      @deprecated(
        reason: "The field always returns a \`User\` object constructed from the input data. The \`user.id\` is always empty. To determine whether the user exists in Saleor, query via an external app with the required permissions."
      )
    requiresConfirmation: Boolean
    errors: [AccountError!]!
  }

  type ConfirmAccount {
    user: User
    errors: [AccountError!]!
  }

  type RequestPasswordReset {
    errors: [AccountError!]!
  }

  type SetPassword {
    token: String
    refreshToken: String
    csrfToken: String
    user: User
    errors: [AccountError!]!
  }

  type PasswordChange {
    user: User
    errors: [AccountError!]!
  }

  input AccountInput {
    firstName: String
    lastName: String
    languageCode: LanguageCodeEnum
    defaultBillingAddress: AddressInput
    defaultShippingAddress: AddressInput
  }

  type AccountUpdate {
    errors: [AccountError!]!
    user: User
  }

  type AccountAddressCreate {
    user: User
    errors: [AccountError!]!
    address: Address
  }

  type AccountAddressUpdate {
    user: User
    errors: [AccountError!]!
    address: Address
  }

  type AccountAddressDelete {
    user: User
    errors: [AccountError!]!
    address: Address
  }

  type AccountRequestDeletion {
    errors: [AccountError!]!
  }

  type AccountDelete {
    errors: [AccountError!]!
    user: User
  }

  type AccountSetDefaultAddress {
    user: User
    errors: [AccountError!]!
  }

  extend type Query {
    me: User
  }

  extend type Mutation {
    tokenCreate(email: String!, password: String!): CreateToken
    tokenRefresh(csrfToken: String, refreshToken: String): RefreshToken
    tokenVerify(token: String!): VerifyToken
    tokensDeactivateAll: DeactivateAllUserTokens
    accountRegister(input: AccountRegisterInput!): AccountRegister
    confirmAccount(email: String!, token: String!): ConfirmAccount
    requestPasswordReset(channel: String, email: String!, redirectUrl: String!): RequestPasswordReset
    setPassword(email: String!, password: String!, token: String!): SetPassword
    passwordChange(newPassword: String!, oldPassword: String): PasswordChange
    accountUpdate(input: AccountInput!): AccountUpdate
    accountAddressCreate(input: AddressInput!, type: AddressTypeEnum): AccountAddressCreate
    accountAddressUpdate(id: ID!, input: AddressInput!): AccountAddressUpdate
    accountAddressDelete(id: ID!): AccountAddressDelete
    accountSetDefaultAddress(id: ID!, type: AddressTypeEnum!): AccountSetDefaultAddress
    accountRequestDeletion(channel: String, redirectUrl: String!): AccountRequestDeletion
    accountDelete(token: String!): AccountDelete
  }
`;
