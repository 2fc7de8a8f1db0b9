// The payment part of Saleor 3.23's schema: the transactions API (dummy payment app), the legacy
// checkoutPaymentCreate, and the gateways a checkout offers.
export const paymentTypeDefs = /* GraphQL */ `
  scalar JSON
  scalar PositiveDecimal

  enum TransactionFlowStrategyEnum {
    AUTHORIZATION
    CHARGE
  }

  enum TransactionActionEnum {
    CHARGE
    REFUND
    CANCEL
  }

  enum TransactionInitializeErrorCode {
    GRAPHQL_ERROR
    INVALID
    NOT_FOUND
    UNIQUE
    CHECKOUT_COMPLETION_IN_PROGRESS
  }

  enum TransactionProcessErrorCode {
    GRAPHQL_ERROR
    INVALID
    NOT_FOUND
    TRANSACTION_ALREADY_PROCESSED
    MISSING_PAYMENT_APP_RELATION
    MISSING_PAYMENT_APP
    CHECKOUT_COMPLETION_IN_PROGRESS
  }

  enum PaymentErrorCode {
    BILLING_ADDRESS_NOT_SET
    GRAPHQL_ERROR
    INVALID
    NOT_FOUND
    REQUIRED
    UNIQUE
    PARTIAL_PAYMENT_NOT_ALLOWED
    SHIPPING_ADDRESS_NOT_SET
    INVALID_SHIPPING_METHOD
    SHIPPING_METHOD_NOT_SET
    PAYMENT_ERROR
    NOT_SUPPORTED_GATEWAY
    CHANNEL_INACTIVE
    BALANCE_CHECK_ERROR
    CHECKOUT_EMAIL_NOT_SET
    UNAVAILABLE_VARIANT_IN_CHANNEL
    NO_CHECKOUT_LINES
    CHECKOUT_COMPLETION_IN_PROGRESS
    CHECKOUT_HAS_TRANSACTION
  }

  type TransactionInitializeError {
    field: String
    message: String
    code: TransactionInitializeErrorCode!
  }

  type TransactionProcessError {
    field: String
    message: String
    code: TransactionProcessErrorCode!
  }

  type PaymentError {
    field: String
    message: String
    code: PaymentErrorCode!
    variants: [ID!]
  }

  type GatewayConfigLine {
    field: String!
    value: String
  }

  type PaymentGateway {
    name: String!
    id: ID!
    config: [GatewayConfigLine!]!
    currencies: [String!]!
  }

  input PaymentGatewayToInitialize {
    id: String!
    data: JSON
  }

  input PaymentInput {
    gateway: String!
    token: String
    amount: PositiveDecimal
    returnUrl: String
  }

  type Payment {
    id: ID!
    gateway: String!
    isActive: Boolean!
    created: DateTime!
    modified: DateTime!
    token: String!
    chargeStatus: PaymentChargeStatusEnum!
    total: Money
    capturedAmount: Money
    pspReference: String
  }

  type TransactionInitialize {
    transaction: TransactionItem
    transactionEvent: TransactionEvent
    data: JSON
    errors: [TransactionInitializeError!]!
  }

  type TransactionProcess {
    transaction: TransactionItem
    transactionEvent: TransactionEvent
    data: JSON
    errors: [TransactionProcessError!]!
  }

  type CheckoutPaymentCreate {
    checkout: Checkout
    payment: Payment
    errors: [PaymentError!]!
  }

  extend type Mutation {
    transactionInitialize(
      action: TransactionFlowStrategyEnum
      amount: PositiveDecimal
      id: ID!
      idempotencyKey: String
      paymentGateway: PaymentGatewayToInitialize!
    ): TransactionInitialize
    transactionProcess(data: JSON, id: ID, token: UUID): TransactionProcess
    checkoutPaymentCreate(id: ID, input: PaymentInput!): CheckoutPaymentCreate
  }
`;
