// The token and "me" part of Saleor 3.23's accounts API.
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
  }

  type AccountError {
    field: String
    message: String
    code: AccountErrorCode!
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

  extend type Query {
    me: User
  }

  extend type Mutation {
    tokenCreate(email: String!, password: String!): CreateToken
    tokenRefresh(csrfToken: String, refreshToken: String): RefreshToken
    tokenVerify(token: String!): VerifyToken
  }
`;
