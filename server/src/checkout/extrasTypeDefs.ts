// Saleor 3.23's checkout shapes beyond the cart: the checkout's and order's channel, the chosen
// delivery (Checkout.delivery, the deprecated deliveryMethod), the checkout's problems, and public
// metadata (ObjectWithMetadata, updateMetadata) that a checkout hands to its order.
export const checkoutExtrasTypeDefs = /* GraphQL */ `
  interface ObjectWithMetadata {
    metadata: [MetadataItem!]!
    metafield(key: String!): String
  }

  # As a customer may read it: name, currencyCode and defaultCountry need staff or an app (Saleor).
  type Channel {
    id: ID!
    slug: String!
    name: String!
    currencyCode: String!
    defaultCountry: CountryDisplay!
    metadata: [MetadataItem!]!
    metafield(key: String!): String
  }

  type Delivery {
    id: ID!
    shippingMethod: ShippingMethod
  }

  type CheckoutLineProblemInsufficientStock {
    availableQuantity: Int
    line: CheckoutLine!
    variant: ProductVariant!
  }

  type CheckoutLineProblemVariantNotAvailable {
    line: CheckoutLine!
  }

  union CheckoutProblem = CheckoutLineProblemInsufficientStock | CheckoutLineProblemVariantNotAvailable

  enum MetadataErrorCode {
    GRAPHQL_ERROR
    INVALID
    NOT_FOUND
    REQUIRED
    NOT_UPDATED
  }

  type MetadataError {
    field: String
    message: String
    code: MetadataErrorCode!
  }

  type UpdateMetadata {
    errors: [MetadataError!]!
    item: ObjectWithMetadata
  }

  extend type Checkout implements ObjectWithMetadata {
    channel: Channel!
    delivery: Delivery
    deliveryMethod: DeliveryMethod @deprecated(reason: "Use \`delivery\` instead.")
    problems: [CheckoutProblem!]
    metadata: [MetadataItem!]!
    metafield(key: String!): String
  }

  extend type Order implements ObjectWithMetadata {
    channel: Channel!
    metafield(key: String!): String
  }

  extend type Mutation {
    updateMetadata(id: ID!, input: [MetadataInput!]!): UpdateMetadata
  }
`;
