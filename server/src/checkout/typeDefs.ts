// The checkout part of Saleor 3.23's schema implemented so far: the cart (create, lines, email)
// with Saleor's error type and codes.
export const checkoutTypeDefs = /* GraphQL */ `
  scalar UUID

  enum CheckoutErrorCode {
    GRAPHQL_ERROR
    INSUFFICIENT_STOCK
    INVALID
    NOT_FOUND
    REQUIRED
    ZERO_QUANTITY
    MISSING_CHANNEL_SLUG
  }

  type CheckoutError {
    field: String
    message: String
    code: CheckoutErrorCode!
    variants: [ID!]
    lines: [ID!]
  }

  type CheckoutLine {
    id: ID!
    quantity: Int!
    variant: ProductVariant!
    unitPrice: TaxedMoney!
    totalPrice: TaxedMoney!
    requiresShipping: Boolean!
  }

  type Checkout {
    id: ID!
    token: UUID!
    email: String
    created: DateTime!
    quantity: Int!
    lines: [CheckoutLine!]!
    isShippingRequired: Boolean!
    subtotalPrice: TaxedMoney!
    shippingPrice: TaxedMoney!
    totalPrice: TaxedMoney!
  }

  input CheckoutLineInput {
    quantity: Int!
    variantId: ID!
  }

  input CheckoutLineUpdateInput {
    variantId: ID
    quantity: Int
    lineId: ID
  }

  input CheckoutCreateInput {
    channel: String
    lines: [CheckoutLineInput!]!
    email: String
  }

  type CheckoutCreate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutLinesAdd {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutLinesUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutLinesDelete {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutEmailUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  extend type Query {
    checkout(id: ID, token: UUID): Checkout
  }

  type Mutation {
    checkoutCreate(input: CheckoutCreateInput!): CheckoutCreate
    checkoutLinesAdd(id: ID, lines: [CheckoutLineInput!]!): CheckoutLinesAdd
    checkoutLinesUpdate(id: ID, lines: [CheckoutLineUpdateInput!]!): CheckoutLinesUpdate
    checkoutLinesDelete(id: ID, linesIds: [ID!]!): CheckoutLinesDelete
    checkoutEmailUpdate(id: ID, email: String!): CheckoutEmailUpdate
  }
`;
