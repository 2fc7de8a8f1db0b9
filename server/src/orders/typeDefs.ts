// Orders as Saleor 3.23 shows them to a shopper, and the transaction types (which a shopper may not
// read: Saleor requires HANDLE_PAYMENTS or MANAGE_ORDERS).
export const orderTypeDefs = /* GraphQL */ `
  scalar Date

  enum OrderStatus {
    DRAFT
    UNCONFIRMED
    UNFULFILLED
    PARTIALLY_FULFILLED
    PARTIALLY_RETURNED
    RETURNED
    FULFILLED
    CANCELED
    EXPIRED
  }

  enum PaymentChargeStatusEnum {
    NOT_CHARGED
    PENDING
    PARTIALLY_CHARGED
    FULLY_CHARGED
    PARTIALLY_REFUNDED
    FULLY_REFUNDED
    REFUSED
    CANCELLED
  }

  enum OrderChargeStatusEnum {
    NONE
    PARTIAL
    FULL
    OVERCHARGED
  }

  enum OrderAuthorizeStatusEnum {
    NONE
    PARTIAL
    FULL
  }

  enum TransactionEventTypeEnum {
    AUTHORIZATION_SUCCESS
    AUTHORIZATION_FAILURE
    AUTHORIZATION_REQUEST
    AUTHORIZATION_ACTION_REQUIRED
    CHARGE_ACTION_REQUIRED
    CHARGE_SUCCESS
    CHARGE_FAILURE
    CHARGE_REQUEST
  }

  type MetadataItem {
    key: String!
    value: String!
  }

  type OrderLine {
    id: ID!
    quantity: Int!
    productName: String!
    variantName: String!
    translatedProductName: String!
    translatedVariantName: String!
    productSku: String
    unitPrice: TaxedMoney!
    totalPrice: TaxedMoney!
    undiscountedUnitPrice: TaxedMoney!
    undiscountedTotalPrice: TaxedMoney!
    unitDiscount: Money!
    taxRate: Float!
    thumbnail(size: Int, format: ThumbnailFormatEnum = ORIGINAL): Image
    # Null once the variant is deleted, as in Saleor: the line keeps its names.
    variant: ProductVariant
  }

  type Order {
    id: ID!
    token: String!
    number: String!
    created: DateTime!
    status: OrderStatus!
    statusDisplay: String!
    paymentStatus: PaymentChargeStatusEnum!
    isPaid: Boolean!
    chargeStatus: OrderChargeStatusEnum!
    authorizeStatus: OrderAuthorizeStatusEnum!
    total: TaxedMoney!
    undiscountedTotal: TaxedMoney!
    subtotal: TaxedMoney!
    shippingPrice: TaxedMoney!
    undiscountedShippingPrice: Money!
    displayGrossPrices: Boolean!
    voucherCode: String
    discounts: [OrderDiscount!]!
    giftCards: [GiftCard!]!
    totalBalance: Money!
    totalCharged: Money!
    totalCaptured: Money! @deprecated(reason: "Use \`totalCharged\` instead.")
    totalAuthorized: Money!
    userEmail: String
    shippingMethodName: String
    shippingAddress: Address
    billingAddress: Address
    isShippingRequired: Boolean!
    deliveryMethod: DeliveryMethod
    transactions: [TransactionItem!]!
    lines: [OrderLine!]!
    metadata: [MetadataItem!]!
    languageCode: String!
      @deprecated(reason: "Use the \`languageCodeEnum\` field to fetch the language code.")
    languageCodeEnum: LanguageCodeEnum!
  }

  enum OrderDiscountType {
    SALE
    VOUCHER
    MANUAL
    PROMOTION
    ORDER_PROMOTION
  }

  enum DiscountValueTypeEnum {
    FIXED
    PERCENTAGE
  }

  type OrderDiscount {
    id: ID!
    type: OrderDiscountType!
    name: String
    translatedName: String
    valueType: DiscountValueTypeEnum!
    value: PositiveDecimal!
    amount: Money! @deprecated(reason: "Use \`total\` instead.")
    total: Money!
  }

  # A gift card as a shopper may read it: its code only by its owner (Saleor: MANAGE_GIFT_CARD or OWNER).
  type GiftCard {
    id: ID!
    displayCode: String!
    last4CodeChars: String!
    code: String!
    created: DateTime!
    expiryDate: Date
    isActive: Boolean!
    initialBalance: Money!
    currentBalance: Money!
  }

  # Saleor's click-and-collect answers a Warehouse; this shop only ships, so only its id and name are here.
  type Warehouse {
    id: ID!
    name: String!
  }

  union DeliveryMethod = Warehouse | ShippingMethod

  type TransactionEvent {
    id: ID!
    type: TransactionEventTypeEnum
    amount: Money!
    createdAt: DateTime!
    message: String!
    pspReference: String!
    externalUrl: String!
  }

  type TransactionItem {
    id: ID!
    token: UUID!
    name: String!
    pspReference: String!
    actions: [TransactionActionEnum!]!
    events: [TransactionEvent!]!
    chargedAmount: Money!
    authorizedAmount: Money!
    chargePendingAmount: Money!
    authorizePendingAmount: Money!
    createdAt: DateTime!
    modifiedAt: DateTime!
  }

  type OrderCountableEdge {
    node: Order!
    cursor: String!
  }

  type OrderCountableConnection {
    pageInfo: PageInfo!
    edges: [OrderCountableEdge!]!
    totalCount: Int
  }

  extend type User {
    orders(before: String, after: String, first: Int, last: Int): OrderCountableConnection
  }

  extend type Query {
    order(id: ID): Order
    orderByToken(token: UUID!): Order
    transaction(id: ID, token: UUID): TransactionItem
  }
`;
