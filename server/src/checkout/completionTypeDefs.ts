// checkoutComplete, orderCreateFromCheckout and checkoutCreateFromOrder, as in Saleor 3.23.
export const completionTypeDefs = /* GraphQL */ `
  input MetadataInput {
    key: String!
    value: String!
  }

  type CheckoutComplete {
    order: Order
    confirmationNeeded: Boolean!
    confirmationData: JSONString
    errors: [CheckoutError!]!
  }

  enum OrderCreateFromCheckoutErrorCode {
    GRAPHQL_ERROR
    CHECKOUT_NOT_FOUND
    CHANNEL_INACTIVE
    INSUFFICIENT_STOCK
    VOUCHER_NOT_APPLICABLE
    GIFT_CARD_NOT_APPLICABLE
    TAX_ERROR
    SHIPPING_METHOD_NOT_SET
    BILLING_ADDRESS_NOT_SET
    SHIPPING_ADDRESS_NOT_SET
    INVALID_SHIPPING_METHOD
    NO_LINES
    EMAIL_NOT_SET
    UNAVAILABLE_VARIANT_IN_CHANNEL
  }

  type OrderCreateFromCheckoutError {
    field: String
    message: String
    code: OrderCreateFromCheckoutErrorCode!
    variants: [ID!]
    lines: [ID!]
  }

  type OrderCreateFromCheckout {
    order: Order
    errors: [OrderCreateFromCheckoutError!]!
  }

  enum CheckoutCreateFromOrderErrorCode {
    GRAPHQL_ERROR
    INVALID
    ORDER_NOT_FOUND
    CHANNEL_INACTIVE
    TAX_ERROR
  }

  type CheckoutCreateFromOrderError {
    field: String
    message: String
    code: CheckoutCreateFromOrderErrorCode!
  }

  enum CheckoutCreateFromOrderUnavailableVariantErrorCode {
    NOT_FOUND
    PRODUCT_UNAVAILABLE_FOR_PURCHASE
    UNAVAILABLE_VARIANT_IN_CHANNEL
    PRODUCT_NOT_PUBLISHED
    QUANTITY_GREATER_THAN_LIMIT
    INSUFFICIENT_STOCK
  }

  type CheckoutCreateFromOrderUnavailableVariant {
    message: String!
    code: CheckoutCreateFromOrderUnavailableVariantErrorCode!
    variantId: ID!
    lineId: ID!
  }

  type CheckoutCreateFromOrder {
    unavailableVariants: [CheckoutCreateFromOrderUnavailableVariant!]
    checkout: Checkout
    errors: [CheckoutCreateFromOrderError!]!
  }

  extend type Mutation {
    checkoutComplete(
      id: ID
      metadata: [MetadataInput!]
      paymentData: JSONString
      redirectUrl: String
    ): CheckoutComplete
    orderCreateFromCheckout(
      id: ID!
      metadata: [MetadataInput!]
      removeCheckout: Boolean = true
    ): OrderCreateFromCheckout
    checkoutCreateFromOrder(id: ID!): CheckoutCreateFromOrder
  }
`;
