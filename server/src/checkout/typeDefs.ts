// The checkout part of Saleor 3.23's schema: the cart, its customer, delivery and statuses, with
// Saleor's error type and codes.
export const checkoutTypeDefs = /* GraphQL */ `
  scalar UUID

  enum CheckoutErrorCode {
    GRAPHQL_ERROR
    INSUFFICIENT_STOCK
    INVALID
    NOT_FOUND
    REQUIRED
    ZERO_QUANTITY
    QUANTITY_GREATER_THAN_LIMIT
    MISSING_CHANNEL_SLUG
    SHIPPING_NOT_REQUIRED
    SHIPPING_METHOD_NOT_APPLICABLE
    DELIVERY_METHOD_NOT_APPLICABLE
    SHIPPING_METHOD_NOT_SET
    SHIPPING_ADDRESS_NOT_SET
    BILLING_ADDRESS_NOT_SET
    INVALID_SHIPPING_METHOD
    EMAIL_NOT_SET
    NO_LINES
    CHECKOUT_NOT_FULLY_PAID
    PAYMENT_ERROR
    VOUCHER_NOT_APPLICABLE
    GIFT_CARD_NOT_APPLICABLE
  }

  type CheckoutError {
    field: String
    message: String
    code: CheckoutErrorCode!
    variants: [ID!]
    lines: [ID!]
    addressType: AddressTypeEnum
  }

  type CheckoutLine {
    id: ID!
    quantity: Int!
    variant: ProductVariant!
    unitPrice: TaxedMoney!
    totalPrice: TaxedMoney!
    # The listing price, before catalogue promotions and vouchers, as entered (no tax applied).
    undiscountedUnitPrice: Money!
    undiscountedTotalPrice: Money!
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
    totalBalance: Money!
    updatedAt: DateTime!
    user: User
    chargeStatus: CheckoutChargeStatusEnum!
    authorizeStatus: CheckoutAuthorizeStatusEnum!
    shippingMethods: [ShippingMethod!]!
    availableShippingMethods: [ShippingMethod!]!
    shippingMethod: ShippingMethod
    availablePaymentGateways: [PaymentGateway!]!
    shippingAddress: Address
    billingAddress: Address
    languageCode: LanguageCodeEnum!
    # The voucher's code, name and amount (0 when none); lines and subtotal are already net of it.
    voucherCode: String
    discount: Money
    discountName: String
    translatedDiscountName: String
    giftCards: [GiftCard!]!
    displayGrossPrices: Boolean!
  }

  type CheckoutAddPromoCode {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutRemovePromoCode {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutShippingAddressUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutBillingAddressUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  enum CheckoutChargeStatusEnum {
    NONE
    PARTIAL
    FULL
    OVERCHARGED
  }

  enum CheckoutAuthorizeStatusEnum {
    NONE
    PARTIAL
    FULL
  }

  type ShippingMethod {
    id: ID!
    name: String!
    price: Money!
    minimumOrderPrice: Money
    maximumOrderPrice: Money
    minimumDeliveryDays: Int
    maximumDeliveryDays: Int
    active: Boolean!
    message: String
    translation(languageCode: LanguageCodeEnum!): ShippingMethodTranslation
  }

  type CheckoutShippingMethodUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutDeliveryMethodUpdate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutCustomerAttach {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type CheckoutCustomerDetach {
    checkout: Checkout
    errors: [CheckoutError!]!
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
    languageCode: LanguageCodeEnum
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

  type CheckoutLanguageCodeUpdate {
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
    checkoutLanguageCodeUpdate(id: ID, languageCode: LanguageCodeEnum!): CheckoutLanguageCodeUpdate
    checkoutCustomerAttach(id: ID, customerId: ID): CheckoutCustomerAttach
    checkoutCustomerDetach(id: ID): CheckoutCustomerDetach
    checkoutShippingAddressUpdate(
      id: ID
      saveAddress: Boolean = true
      shippingAddress: AddressInput!
      validationRules: CheckoutAddressValidationRules
    ): CheckoutShippingAddressUpdate
    checkoutBillingAddressUpdate(
      billingAddress: AddressInput!
      id: ID
      saveAddress: Boolean = true
      validationRules: CheckoutAddressValidationRules
    ): CheckoutBillingAddressUpdate
    checkoutShippingMethodUpdate(id: ID, shippingMethodId: ID): CheckoutShippingMethodUpdate
    checkoutDeliveryMethodUpdate(deliveryMethodId: ID, id: ID): CheckoutDeliveryMethodUpdate
    checkoutAddPromoCode(id: ID, promoCode: String!): CheckoutAddPromoCode
    checkoutRemovePromoCode(id: ID, promoCode: String, promoCodeId: ID): CheckoutRemovePromoCode
  }
`;
