import { defineMessages, type MessageDescriptor, type PrimitiveType } from 'react-intl';
import { failureErrors, type OperationFailure } from './failure';

// Saleor's errors in the shopper's language. The server words its errors in English only; each error
// also carries a code (AccountErrorCode, CheckoutErrorCode, PaymentErrorCode, ...) and often the input
// field it is about, and those are what the shopper's text is chosen by. The server's own sentence is
// never shown as the message: it stays in the console and in a details line for whoever helps.
// A code this map does not know gives the operation's own default text.

/** An error as Saleor's mutations give them (CheckoutError adds the variants it is about). */
export interface ServerError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
  variants?: readonly string[] | null;
}

export type MessageValues = Record<string, PrimitiveType>;

/** `intl.formatMessage`, as far as these texts need it. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/** A message of ours for a server error, with the values it carries. */
export interface ErrorMessage {
  descriptor: MessageDescriptor;
  values?: MessageValues;
}

/** What the caller knows better than the server's sentence. */
export interface ErrorContext {
  /**
   * How many of the variant the error names can still be bought, when the caller knows it (used when
   * the server's sentence gives no number).
   */
  quantity?: number | null;
  /** The clock a delay is counted from (ms since the epoch; now by default). */
  now?: number;
}

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const m: Record<string, MessageDescriptor> = defineMessages({
  // Logging in and the session.
  invalidCredentials: {
    id: 'error.code.invalidCredentials',
    defaultMessage: 'The email address or password is incorrect.',
    description: 'Server error INVALID_CREDENTIALS: a login with a wrong email or password',
  },
  accountNotConfirmed: {
    id: 'error.code.accountNotConfirmed',
    defaultMessage:
      'Your account is not confirmed yet. Open the link in the email we sent you to confirm it.',
    description: 'Server error ACCOUNT_NOT_CONFIRMED: a login before the account was confirmed by email',
  },
  inactive: {
    id: 'error.code.inactive',
    defaultMessage: 'This account has been deactivated. Please contact the shop.',
    description: 'Server error INACTIVE: the account is switched off',
  },
  invalidPassword: {
    id: 'error.code.invalidPassword',
    defaultMessage: 'The password is incorrect.',
    description: 'Server error INVALID_PASSWORD (or INVALID_CREDENTIALS on the current password field)',
  },
  sessionExpired: {
    id: 'error.code.sessionExpired',
    defaultMessage: 'Your login has expired or is no longer valid. Please log in again.',
    description: 'Server errors JWT_* and refused tokens: the login session cannot be used any more',
  },
  delayedSeconds: {
    id: 'error.code.delayedSeconds',
    defaultMessage:
      'Too many attempts from your network. Try again in {seconds, plural, one {# second} other {# seconds}}.',
    description:
      'Server error LOGIN_ATTEMPT_DELAYED: requests from this address are paused for a few seconds',
  },
  delayedMinutes: {
    id: 'error.code.delayedMinutes',
    defaultMessage:
      'Too many attempts from your network. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Server error LOGIN_ATTEMPT_DELAYED: requests from this address are paused for minutes',
  },
  delayedLater: {
    id: 'error.code.delayedLater',
    defaultMessage: 'Too many attempts from your network. Please try again later.',
    description: 'Server error LOGIN_ATTEMPT_DELAYED when it names no time',
  },
  unknownIp: {
    id: 'error.code.unknownIp',
    defaultMessage: 'The shop could not tell where this request came from. Please try again later.',
    description: 'Server error UNKNOWN_IP_ADDRESS: the login throttle cannot see the address of the request',
  },
  resetAlreadyRequested: {
    id: 'error.code.resetAlreadyRequested',
    defaultMessage: 'A reset link was sent a moment ago. Check your email, or ask again in a few minutes.',
    description: 'Server error PASSWORD_RESET_ALREADY_REQUESTED',
  },
  passwordTooShort: {
    id: 'account.password.tooShort',
    defaultMessage: 'This password is too short. It must contain at least 8 characters.',
    description: 'Beside the password field: the server says the password has fewer than 8 characters',
  },
  passwordTooCommon: {
    id: 'account.password.tooCommon',
    defaultMessage: 'This password is too common.',
    description: 'Beside the password field: the server says the password is on a list of common passwords',
  },
  passwordEntirelyNumeric: {
    id: 'account.password.entirelyNumeric',
    defaultMessage: 'This password is entirely numeric.',
    description: 'Beside the password field: the server says the password is only digits',
  },
  passwordTooSimilar: {
    id: 'account.password.tooSimilar',
    defaultMessage: 'This password is too similar to your email address or name.',
    description: 'Beside the password field: the server says the password looks like the email or a name',
  },
  notAllowed: {
    id: 'error.code.notAllowed',
    defaultMessage: 'This is not allowed for your account.',
    description: 'Server errors a shopper never causes (staff-only account rules) and PermissionDenied',
  },
  disabledAuthentication: {
    id: 'error.code.disabledAuthentication',
    defaultMessage: 'This way of logging in is switched off for the shop.',
    description: 'Server error DISABLED_AUTHENTICATION_METHOD',
  },
  fileTooLarge: {
    id: 'error.code.fileTooLarge',
    defaultMessage: 'The file is too large.',
    description: 'Server error FILE_SIZE_LIMIT_EXCEEDED',
  },
  duplicated: {
    id: 'error.code.duplicated',
    defaultMessage: 'The same item was given more than once.',
    description: 'Server error DUPLICATED_INPUT_ITEM',
  },
  // The shop and its set-up.
  shopSetup: {
    id: 'error.code.shopSetup',
    defaultMessage: 'The shop cannot handle this request at the moment. Please try again later.',
    description: 'Server error MISSING_CHANNEL_SLUG and other set-up problems of the shop',
  },
  channelInactive: {
    id: 'error.code.channelInactive',
    defaultMessage: 'The shop is not taking orders at the moment.',
    description: 'Server error CHANNEL_INACTIVE: the sales channel is switched off',
  },
  // The cart and its items.
  stockLeft: {
    id: 'error.code.stockLeft',
    defaultMessage:
      '{quantity, plural, =0 {Sorry, this item is out of stock.} one {Only # is left in stock.} other {Only # are left in stock.}}',
    description: 'Server error INSUFFICIENT_STOCK with the quantity that can still be bought',
  },
  stockShort: {
    id: 'error.code.stockShort',
    defaultMessage: 'There is not enough stock of this item.',
    description: 'Server error INSUFFICIENT_STOCK when the remaining quantity is unknown',
  },
  quantityLimit: {
    id: 'error.code.quantityLimit',
    defaultMessage: 'You can buy at most {limit} of this item.',
    description: 'Server error QUANTITY_GREATER_THAN_LIMIT with the limit per order',
  },
  quantityLimitUnknown: {
    id: 'error.code.quantityLimitUnknown',
    defaultMessage: 'You cannot buy this many of this item.',
    description: 'Server error QUANTITY_GREATER_THAN_LIMIT when the limit is unknown',
  },
  zeroQuantity: {
    id: 'error.code.zeroQuantity',
    defaultMessage: 'The quantity must be more than zero.',
    description: 'Server error ZERO_QUANTITY',
  },
  productNotPublished: {
    id: 'error.code.productNotPublished',
    defaultMessage: 'This product is no longer available in the shop.',
    description: 'Server error PRODUCT_NOT_PUBLISHED',
  },
  productUnavailable: {
    id: 'error.code.productUnavailable',
    defaultMessage: 'This product cannot be bought at the moment.',
    description: 'Server error PRODUCT_UNAVAILABLE_FOR_PURCHASE',
  },
  variantUnavailable: {
    id: 'error.code.variantUnavailable',
    defaultMessage: 'This item is not sold in this shop.',
    description: 'Server error UNAVAILABLE_VARIANT_IN_CHANNEL',
  },
  noLines: {
    id: 'error.code.noLines',
    defaultMessage: 'Your cart is empty.',
    description: 'Server errors NO_LINES and NO_CHECKOUT_LINES',
  },
  giftLineLocked: {
    id: 'error.code.giftLineLocked',
    defaultMessage: 'A free gift cannot be changed or removed.',
    description: 'Server errors NON_EDITABLE_GIFT_LINE and NON_REMOVABLE_GIFT_LINE',
  },
  voucherNotApplicable: {
    id: 'error.code.voucherNotApplicable',
    defaultMessage: 'This promo code cannot be used for this order.',
    description:
      'Server error VOUCHER_NOT_APPLICABLE: the code exists but the cart does not meet its conditions (minimum spend, items, once per customer...)',
  },
  giftCardNotApplicable: {
    id: 'error.code.giftCardNotApplicable',
    defaultMessage: 'This gift card cannot be used for this order.',
    description:
      'Server error GIFT_CARD_NOT_APPLICABLE: gift cards are not accepted here, or the card has expired',
  },
  // Checkout steps and completion.
  emailNotSet: {
    id: 'error.code.emailNotSet',
    defaultMessage: 'Add an email address for your order.',
    description: 'Server errors EMAIL_NOT_SET and CHECKOUT_EMAIL_NOT_SET',
  },
  shippingAddressNotSet: {
    id: 'error.code.shippingAddressNotSet',
    defaultMessage: 'Add a shipping address.',
    description: 'Server error SHIPPING_ADDRESS_NOT_SET',
  },
  billingAddressNotSet: {
    id: 'error.code.billingAddressNotSet',
    defaultMessage: 'Add a billing address.',
    description: 'Server error BILLING_ADDRESS_NOT_SET',
  },
  addressIncomplete: {
    id: 'error.code.addressIncomplete',
    defaultMessage: 'The address is incomplete. Please check it.',
    description: 'Server error MISSING_ADDRESS_DATA',
  },
  shippingMethodNotSet: {
    id: 'error.code.shippingMethodNotSet',
    defaultMessage: 'Choose a delivery method.',
    description: 'Server error SHIPPING_METHOD_NOT_SET',
  },
  shippingMethodInvalid: {
    id: 'error.code.shippingMethodInvalid',
    defaultMessage: 'The chosen delivery method cannot be used for this order. Please choose another.',
    description:
      'Server errors INVALID_SHIPPING_METHOD, SHIPPING_METHOD_NOT_APPLICABLE, DELIVERY_METHOD_NOT_APPLICABLE',
  },
  shippingNotRequired: {
    id: 'error.code.shippingNotRequired',
    defaultMessage: 'This order needs no delivery.',
    description: 'Server error SHIPPING_NOT_REQUIRED',
  },
  shippingChangeForbidden: {
    id: 'error.code.shippingChangeForbidden',
    defaultMessage: 'The delivery can no longer be changed for this order.',
    description: 'Server error SHIPPING_CHANGE_FORBIDDEN',
  },
  taxError: {
    id: 'error.code.taxError',
    defaultMessage: 'The taxes for this order could not be calculated. Please try again.',
    description: 'Server error TAX_ERROR',
  },
  notFullyPaid: {
    id: 'error.code.notFullyPaid',
    defaultMessage: 'The payment does not cover the order total yet.',
    description: 'Server error CHECKOUT_NOT_FULLY_PAID',
  },
  checkoutNotFound: {
    id: 'error.code.checkoutNotFound',
    defaultMessage: 'Your cart could not be found. It may have expired.',
    description: 'Server error CHECKOUT_NOT_FOUND',
  },
  notUpdated: {
    id: 'error.code.notUpdated',
    defaultMessage: 'Your changes could not be saved. Please try again.',
    description: 'Server error NOT_UPDATED: the metadata (such as the gift message) was not saved',
  },
  orderNotFound: {
    id: 'error.code.orderNotFound',
    defaultMessage: 'The order could not be found.',
    description: 'Server error ORDER_NOT_FOUND',
  },
  // Payments.
  paymentError: {
    id: 'error.code.paymentError',
    defaultMessage:
      'The payment did not go through. Please check your payment details or use another method.',
    description: 'Server error PAYMENT_ERROR: the payment provider declined or failed',
  },
  inactivePayment: {
    id: 'error.code.inactivePayment',
    defaultMessage: 'This payment is no longer active. Please pay again.',
    description: 'Server error INACTIVE_PAYMENT',
  },
  partialPayment: {
    id: 'error.code.partialPayment',
    defaultMessage: 'The payment must cover the whole order total.',
    description: 'Server error PARTIAL_PAYMENT_NOT_ALLOWED',
  },
  gatewayUnavailable: {
    id: 'error.code.gatewayUnavailable',
    defaultMessage: 'This payment method is not available. Please choose another.',
    description: 'Server errors NOT_SUPPORTED_GATEWAY, MISSING_PAYMENT_APP, MISSING_PAYMENT_APP_RELATION',
  },
  balanceCheck: {
    id: 'error.code.balanceCheck',
    defaultMessage: 'The balance could not be checked. Please try again.',
    description: 'Server error BALANCE_CHECK_ERROR',
  },
  completionInProgress: {
    id: 'error.code.completionInProgress',
    defaultMessage: 'Your order is already being placed. Please wait a moment.',
    description: 'Server error CHECKOUT_COMPLETION_IN_PROGRESS',
  },
  hasTransaction: {
    id: 'error.code.hasTransaction',
    defaultMessage: 'A payment has already been started for this order.',
    description: 'Server error CHECKOUT_HAS_TRANSACTION',
  },
  alreadyProcessed: {
    id: 'error.code.alreadyProcessed',
    defaultMessage: 'This payment has already been processed.',
    description: 'Server error TRANSACTION_ALREADY_PROCESSED',
  },
});

/** INVALID, REQUIRED, UNIQUE and NOT_FOUND said for the field they name. */
const f: Record<string, MessageDescriptor> = defineMessages({
  emailInvalid: {
    id: 'error.field.email.invalid',
    defaultMessage: 'Enter a valid email address.',
    description: 'Server error INVALID on the email field',
  },
  emailRequired: {
    id: 'error.field.email.required',
    defaultMessage: 'Enter your email address.',
    description: 'Server error REQUIRED on the email field',
  },
  emailUnique: {
    id: 'error.field.email.unique',
    defaultMessage: 'An account with this email address already exists.',
    description: 'Server error UNIQUE on the email field: the address is already registered',
  },
  emailNotFound: {
    id: 'error.field.email.notFound',
    defaultMessage: 'No account uses this email address.',
    description: 'Server error NOT_FOUND on the email field',
  },
  passwordInvalid: {
    id: 'error.field.password.invalid',
    defaultMessage: 'This password cannot be used. Please choose another.',
    description: 'Server error INVALID on a new password field',
  },
  passwordRequired: {
    id: 'error.field.password.required',
    defaultMessage: 'Enter a password.',
    description: 'Server error REQUIRED on a password field',
  },
  nameInvalid: {
    id: 'error.field.name.invalid',
    defaultMessage: 'Enter a valid name.',
    description: 'Server error INVALID on a first or last name field',
  },
  nameRequired: {
    id: 'error.field.name.required',
    defaultMessage: 'Enter a name.',
    description: 'Server error REQUIRED on a first or last name field',
  },
  streetInvalid: {
    id: 'error.field.street.invalid',
    defaultMessage: 'Enter a valid street address.',
    description: 'Server error INVALID on a street address field',
  },
  streetRequired: {
    id: 'error.field.street.required',
    defaultMessage: 'Enter a street address.',
    description: 'Server error REQUIRED on a street address field',
  },
  cityInvalid: {
    id: 'error.field.city.invalid',
    defaultMessage: 'Enter a valid city.',
    description: 'Server error INVALID on the city field',
  },
  cityRequired: {
    id: 'error.field.city.required',
    defaultMessage: 'Enter a city.',
    description: 'Server error REQUIRED on the city field',
  },
  cityAreaInvalid: {
    id: 'error.field.cityArea.invalid',
    defaultMessage: 'Enter a valid district.',
    description: 'Server error INVALID on the city area (district) field',
  },
  cityAreaRequired: {
    id: 'error.field.cityArea.required',
    defaultMessage: 'Enter a district.',
    description: 'Server error REQUIRED on the city area (district) field',
  },
  countryAreaInvalid: {
    id: 'error.field.countryArea.invalid',
    defaultMessage: 'Choose a valid state, province or region.',
    description: 'Server error INVALID on the country area field',
  },
  countryAreaRequired: {
    id: 'error.field.countryArea.required',
    defaultMessage: 'Choose a state, province or region.',
    description: 'Server error REQUIRED on the country area field',
  },
  postalCodeInvalid: {
    id: 'error.field.postalCode.invalid',
    defaultMessage: 'Enter a valid postal code for this country and region.',
    description: 'Server error INVALID on the postal code field',
  },
  postalCodeRequired: {
    id: 'error.field.postalCode.required',
    defaultMessage: 'Enter a postal code.',
    description: 'Server error REQUIRED on the postal code field',
  },
  countryInvalid: {
    id: 'error.field.country.invalid',
    defaultMessage: 'This country cannot be chosen here.',
    description: 'Server error INVALID on the country field',
  },
  countryRequired: {
    id: 'error.field.country.required',
    defaultMessage: 'Choose a country.',
    description: 'Server error REQUIRED on the country field',
  },
  phoneInvalid: {
    id: 'error.field.phone.invalid',
    defaultMessage: 'Enter a valid phone number, with the country code if it is from another country.',
    description: 'Server error INVALID on the phone field',
  },
  phoneRequired: {
    id: 'error.field.phone.required',
    defaultMessage: 'Enter a phone number.',
    description: 'Server error REQUIRED on the phone field',
  },
  companyInvalid: {
    id: 'error.field.companyName.invalid',
    defaultMessage: 'Enter a valid company name.',
    description: 'Server error INVALID on the company name field',
  },
  tokenInvalid: {
    id: 'error.field.token.invalid',
    defaultMessage: 'This link is invalid or has expired.',
    description:
      'Server error INVALID on the token of an emailed link (account confirmation, password reset)',
  },
  promoCodeInvalid: {
    id: 'error.field.promoCode.invalid',
    defaultMessage: 'This promo code or gift card is not valid, or has expired.',
    description:
      'Server error INVALID or NOT_FOUND on the promo code field (one field for promo codes and gift cards): unknown, expired or used up',
  },
  quantityInvalid: {
    id: 'error.field.quantity.invalid',
    defaultMessage: 'Enter a valid quantity.',
    description: 'Server error INVALID on a quantity',
  },
  lineNotFound: {
    id: 'error.field.lines.notFound',
    defaultMessage: 'This item is no longer in your cart.',
    description: 'Server error NOT_FOUND on a cart line',
  },
  deliveryInvalid: {
    id: 'error.field.deliveryMethod.invalid',
    defaultMessage: 'Choose a valid delivery method.',
    description: 'Server error INVALID or NOT_FOUND on the delivery method',
  },
  amountInvalid: {
    id: 'error.field.amount.invalid',
    defaultMessage: 'The payment amount is not valid.',
    description: 'Server error INVALID on a payment amount',
  },
});

/** The input fields Saleor names, grouped as the shopper's texts treat them alike. */
const FIELD_GROUPS: Record<string, string> = {
  email: 'email',
  password: 'password',
  newPassword: 'password',
  oldPassword: 'oldPassword',
  firstName: 'name',
  lastName: 'name',
  streetAddress1: 'street',
  streetAddress2: 'street',
  city: 'city',
  cityArea: 'cityArea',
  countryArea: 'countryArea',
  postalCode: 'postalCode',
  country: 'country',
  phone: 'phone',
  companyName: 'company',
  token: 'token',
  promoCode: 'promoCode',
  voucherCode: 'promoCode',
  promoCodeId: 'promoCode',
  quantity: 'quantity',
  lines: 'lines',
  lineId: 'lines',
  linesIds: 'lines',
  variantId: 'variant',
  shippingMethod: 'delivery',
  shippingMethodId: 'delivery',
  deliveryMethodId: 'delivery',
  amount: 'amount',
};

export type FieldCode = 'INVALID' | 'REQUIRED' | 'UNIQUE' | 'NOT_FOUND';

const BY_FIELD: Record<FieldCode, Record<string, MessageDescriptor>> = {
  INVALID: {
    email: f.emailInvalid,
    password: f.passwordInvalid,
    oldPassword: m.invalidPassword,
    name: f.nameInvalid,
    street: f.streetInvalid,
    city: f.cityInvalid,
    cityArea: f.cityAreaInvalid,
    countryArea: f.countryAreaInvalid,
    postalCode: f.postalCodeInvalid,
    country: f.countryInvalid,
    phone: f.phoneInvalid,
    company: f.companyInvalid,
    token: f.tokenInvalid,
    promoCode: f.promoCodeInvalid,
    quantity: f.quantityInvalid,
    delivery: f.deliveryInvalid,
    amount: f.amountInvalid,
  },
  REQUIRED: {
    email: f.emailRequired,
    password: f.passwordRequired,
    oldPassword: f.passwordRequired,
    name: f.nameRequired,
    street: f.streetRequired,
    city: f.cityRequired,
    cityArea: f.cityAreaRequired,
    countryArea: f.countryAreaRequired,
    postalCode: f.postalCodeRequired,
    country: f.countryRequired,
    phone: f.phoneRequired,
    delivery: m.shippingMethodNotSet,
  },
  UNIQUE: { email: f.emailUnique },
  NOT_FOUND: {
    email: f.emailNotFound,
    token: f.tokenInvalid,
    promoCode: f.promoCodeInvalid,
    lines: f.lineNotFound,
    variant: m.productNotPublished,
    delivery: f.deliveryInvalid,
  },
};

type Resolver = (error: ServerError, context: ErrorContext) => ErrorMessage | null;

/**
 * A code that says no more than that the operation failed (GRAPHQL_ERROR: Saleor's error without a
 * more precise code): the operation's own default text says it best.
 */
const OPERATION_TEXT = 'operation text';

/**
 * Every code of the error enums the storefront's operations select (AccountErrorCode,
 * CheckoutErrorCode, PaymentErrorCode, TransactionInitializeErrorCode, TransactionProcessErrorCode,
 * OrderCreateFromCheckoutErrorCode, CheckoutCreateFromOrderErrorCode and its unavailable-variant
 * codes, as Saleor 3.21 to 3.24 define them), and the exception codes of top-level errors. Codes of
 * different enums with one name mean one thing, so one entry serves them all.
 */
const BY_CODE: Record<string, MessageDescriptor | Resolver | typeof OPERATION_TEXT> = {
  // AccountErrorCode
  ACCOUNT_NOT_CONFIRMED: m.accountNotConfirmed,
  ACTIVATE_OWN_ACCOUNT: m.notAllowed,
  ACTIVATE_SUPERUSER_ACCOUNT: m.notAllowed,
  DEACTIVATE_OWN_ACCOUNT: m.notAllowed,
  DEACTIVATE_SUPERUSER_ACCOUNT: m.notAllowed,
  DELETE_NON_STAFF_USER: m.notAllowed,
  DELETE_OWN_ACCOUNT: m.notAllowed,
  DELETE_STAFF_ACCOUNT: m.notAllowed,
  DELETE_SUPERUSER_ACCOUNT: m.notAllowed,
  DISABLED_AUTHENTICATION_METHOD: m.disabledAuthentication,
  DUPLICATED_INPUT_ITEM: m.duplicated,
  FILE_SIZE_LIMIT_EXCEEDED: m.fileTooLarge,
  INACTIVE: m.inactive,
  INVALID_CREDENTIALS: (error) => ({
    descriptor: error.field === 'oldPassword' ? m.invalidPassword : m.invalidCredentials,
  }),
  INVALID_PASSWORD: m.invalidPassword,
  JWT_DECODE_ERROR: m.sessionExpired,
  JWT_INVALID_CSRF_TOKEN: m.sessionExpired,
  JWT_INVALID_TOKEN: m.sessionExpired,
  JWT_MISSING_TOKEN: m.sessionExpired,
  JWT_SIGNATURE_EXPIRED: m.sessionExpired,
  LEFT_NOT_MANAGEABLE_PERMISSION: m.notAllowed,
  LOGIN_ATTEMPT_DELAYED: (error, context) => delayMessage(error, context),
  OUT_OF_SCOPE_GROUP: m.notAllowed,
  OUT_OF_SCOPE_PERMISSION: m.notAllowed,
  OUT_OF_SCOPE_USER: m.notAllowed,
  PASSWORD_ENTIRELY_NUMERIC: m.passwordEntirelyNumeric,
  PASSWORD_RESET_ALREADY_REQUESTED: m.resetAlreadyRequested,
  PASSWORD_TOO_COMMON: m.passwordTooCommon,
  PASSWORD_TOO_SHORT: m.passwordTooShort,
  PASSWORD_TOO_SIMILAR: m.passwordTooSimilar,
  UNKNOWN_IP_ADDRESS: m.unknownIp,
  // Shared by several enums
  CHANNEL_INACTIVE: m.channelInactive,
  GRAPHQL_ERROR: OPERATION_TEXT,
  INVALID: (error) => fieldMessage('INVALID', error.field),
  MISSING_CHANNEL_SLUG: m.shopSetup,
  NOT_FOUND: (error) => fieldMessage('NOT_FOUND', error.field),
  REQUIRED: (error) => fieldMessage('REQUIRED', error.field),
  UNIQUE: (error) => fieldMessage('UNIQUE', error.field),
  // CheckoutErrorCode (and the order-from-checkout and checkout-from-order codes)
  BILLING_ADDRESS_NOT_SET: m.billingAddressNotSet,
  CHECKOUT_NOT_FOUND: m.checkoutNotFound,
  CHECKOUT_NOT_FULLY_PAID: m.notFullyPaid,
  DELIVERY_METHOD_NOT_APPLICABLE: m.shippingMethodInvalid,
  EMAIL_NOT_SET: m.emailNotSet,
  GIFT_CARD_NOT_APPLICABLE: m.giftCardNotApplicable,
  INACTIVE_PAYMENT: m.inactivePayment,
  INSUFFICIENT_STOCK: (error, context) => stockMessage(error, context),
  INVALID_SHIPPING_METHOD: m.shippingMethodInvalid,
  MISSING_ADDRESS_DATA: m.addressIncomplete,
  NON_EDITABLE_GIFT_LINE: m.giftLineLocked,
  NON_REMOVABLE_GIFT_LINE: m.giftLineLocked,
  NO_LINES: m.noLines,
  ORDER_NOT_FOUND: m.orderNotFound,
  NOT_UPDATED: m.notUpdated,
  PAYMENT_ERROR: m.paymentError,
  PRICE_OVERRIDE_REASON_WITHOUT_OVERRIDE: m.notAllowed,
  PRODUCT_NOT_PUBLISHED: m.productNotPublished,
  PRODUCT_UNAVAILABLE_FOR_PURCHASE: m.productUnavailable,
  QUANTITY_GREATER_THAN_LIMIT: (error) => limitMessage(error),
  SHIPPING_ADDRESS_NOT_SET: m.shippingAddressNotSet,
  SHIPPING_CHANGE_FORBIDDEN: m.shippingChangeForbidden,
  SHIPPING_METHOD_NOT_APPLICABLE: m.shippingMethodInvalid,
  SHIPPING_METHOD_NOT_SET: m.shippingMethodNotSet,
  SHIPPING_NOT_REQUIRED: m.shippingNotRequired,
  TAX_ERROR: m.taxError,
  UNAVAILABLE_VARIANT_IN_CHANNEL: m.variantUnavailable,
  VOUCHER_NOT_APPLICABLE: m.voucherNotApplicable,
  ZERO_QUANTITY: m.zeroQuantity,
  // PaymentErrorCode, TransactionInitializeErrorCode, TransactionProcessErrorCode
  BALANCE_CHECK_ERROR: m.balanceCheck,
  CHECKOUT_COMPLETION_IN_PROGRESS: m.completionInProgress,
  CHECKOUT_EMAIL_NOT_SET: m.emailNotSet,
  CHECKOUT_HAS_TRANSACTION: m.hasTransaction,
  MISSING_PAYMENT_APP: m.gatewayUnavailable,
  MISSING_PAYMENT_APP_RELATION: m.gatewayUnavailable,
  NO_CHECKOUT_LINES: m.noLines,
  NOT_SUPPORTED_GATEWAY: m.gatewayUnavailable,
  PARTIAL_PAYMENT_NOT_ALLOWED: m.partialPayment,
  TRANSACTION_ALREADY_PROCESSED: m.alreadyProcessed,
  // Top-level errors: the exception's code (a refused bearer, a missing permission).
  PermissionDenied: m.notAllowed,
  ExpiredSignatureError: m.sessionExpired,
  InvalidSignatureError: m.sessionExpired,
  InvalidTokenError: m.sessionExpired,
  DecodeError: m.sessionExpired,
};

/**
 * INVALID, REQUIRED, UNIQUE and NOT_FOUND are only as precise as the field they name: without a field
 * the storefront knows, the operation's own default text says more than "something is not valid".
 */
function fieldMessage(code: FieldCode, field: string | null | undefined): ErrorMessage | null {
  const group = field ? FIELD_GROUPS[field] : undefined;
  const own = group ? BY_FIELD[code][group] : undefined;
  return own ? { descriptor: own } : null;
}

// The numbers Saleor puts only in its English sentences ("Only 3 remaining in stock.", "Cannot add
// more than 50 times this item"): read from there first, as the server's count is the current one
// (a quantityAvailable the page loaded earlier may be out of date: that is often why it refused);
// what the caller knows stands in when the sentence has no number (the completion's "Insufficient
// product stock: ...").
const STOCK_LEFT = /Only (\d+) remaining in stock/i;
const LIMIT = /more than (\d+)/i;

function stockMessage(error: ServerError, context: ErrorContext): ErrorMessage {
  const said = STOCK_LEFT.exec(error.message ?? '');
  const quantity = said ? Number(said[1]) : (context.quantity ?? null);
  return quantity == null || Number.isNaN(quantity)
    ? { descriptor: m.stockShort }
    : { descriptor: m.stockLeft, values: { quantity: Math.max(0, quantity) } };
}

function limitMessage(error: ServerError): ErrorMessage {
  const said = LIMIT.exec(error.message ?? '');
  return said
    ? { descriptor: m.quantityLimit, values: { limit: Number(said[1]) } }
    : { descriptor: m.quantityLimitUnknown };
}

// Saleor's login throttle says when logins may start again only inside its sentence ("Logging has been
// suspended till 2026-05-01 12:00:03.512000+00:00 due to ...", Python's str() of a UTC datetime); the
// embedded service words its registration and reset limits the same way.
const SUSPENDED_TILL = /till (\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,3})?\d*(Z|[+-]\d{2}:?\d{2})?/;

/** When the suspension in such a message ends (ms since the epoch), or null when it names no time. */
export function suspendedUntil(message: string | null | undefined): number | null {
  const match = SUSPENDED_TILL.exec(message ?? '');
  if (!match) return null;
  const [, day, clock, fraction = '', zone = 'Z'] = match;
  const offset = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const time = Date.parse(`${day}T${clock}${fraction}${offset}`);
  return Number.isNaN(time) ? null : time;
}

function delayMessage(error: ServerError, context: ErrorContext): ErrorMessage {
  const until = suspendedUntil(error.message);
  if (until == null) return { descriptor: m.delayedLater };
  const seconds = Math.max(1, Math.ceil((until - (context.now ?? Date.now())) / 1000));
  return seconds < 120
    ? { descriptor: m.delayedSeconds, values: { seconds } }
    : { descriptor: m.delayedMinutes, values: { minutes: Math.ceil(seconds / 60) } };
}

/**
 * Our message for a server error, or null when its code is unknown or names no field we know (then the
 * operation's own default text is shown).
 */
export function errorMessage(error: ServerError, context: ErrorContext = {}): ErrorMessage | null {
  const entry = error.code ? BY_CODE[error.code] : undefined;
  if (!entry || entry === OPERATION_TEXT) return null;
  return typeof entry === 'function' ? entry(error, context) : { descriptor: entry };
}

/** True when the map knows the code (a message of ours, or the operation's own text on purpose). */
export const isKnownCode = (code: string | null | undefined): boolean => Boolean(code && code in BY_CODE);

/** True when the code is known to say no more than the operation's own default text. */
export const saysOperationText = (code: string): boolean => BY_CODE[code] === OPERATION_TEXT;

/** Every code the map knows (for tests and diagnostics). */
export const knownCodes = (): string[] => Object.keys(BY_CODE);

/** The codes said by the field they name, and the fields they have a text for. */
export const FIELD_CODES: readonly FieldCode[] = ['INVALID', 'REQUIRED', 'UNIQUE', 'NOT_FOUND'];
export const knownFields = (code: FieldCode): string[] =>
  Object.keys(FIELD_GROUPS).filter((field) => BY_FIELD[code][FIELD_GROUPS[field]]);

const logged = new Set<string>();

/** The server's own words, once each, for whoever looks at the console. */
export function logServerError(error: ServerError): void {
  const words = error.message?.trim();
  if (!words) return;
  const key = `${error.code ?? ''}|${error.field ?? ''}|${words}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.info(
    `[server error] ${error.code ?? 'no code'}${error.field ? ` (${error.field})` : ''}: ${words}`,
  );
}

/** The shopper's text for one server error: ours for a known code, else null. */
export function errorText(
  error: ServerError | null | undefined,
  formatMessage: FormatMessage,
  context?: ErrorContext,
): string | null {
  if (!error) return null;
  logServerError(error);
  const known = errorMessage(error, context);
  return known && formatMessage(known.descriptor, known.values);
}

/**
 * Our message for the first of the errors whose code we know, or null (show the operation's text).
 * Each error read on the way is logged with the server's own words.
 */
export function firstErrorMessage(
  errors: readonly ServerError[],
  context?: ErrorContext,
): ErrorMessage | null {
  for (const error of errors) {
    logServerError(error);
    const known = errorMessage(error, context);
    if (known) return known;
  }
  return null;
}

/** The text of the first of the errors that has one of ours, or null (show the operation's text). */
export function firstErrorText(
  errors: readonly ServerError[],
  formatMessage: FormatMessage,
  context?: ErrorContext,
): string | null {
  const known = firstErrorMessage(errors, context);
  return known && formatMessage(known.descriptor, known.values);
}

/**
 * What the shopper reads for a failure, in their language: the message of ours for the first error
 * whose code we know (with the values it carries), else the operation's default text. The server's
 * own words are never the message (they are English whatever the shopper reads): they go to the
 * console, and serverMessage gives them for a details line.
 */
export function failureText(
  failure: OperationFailure,
  formatMessage: FormatMessage,
  fallback: MessageDescriptor,
  context?: ErrorContext,
): string {
  return firstErrorText(failureErrors(failure), formatMessage, context) ?? formatMessage(fallback);
}

/** Messages the forms reuse beside the map (the password rules are also listed before sending). */
export const passwordRuleText = {
  PASSWORD_TOO_SHORT: m.passwordTooShort,
  PASSWORD_TOO_COMMON: m.passwordTooCommon,
  PASSWORD_ENTIRELY_NUMERIC: m.passwordEntirelyNumeric,
  PASSWORD_TOO_SIMILAR: m.passwordTooSimilar,
} as const;
