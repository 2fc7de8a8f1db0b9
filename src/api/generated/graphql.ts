/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CheckoutErrorCode =
  | 'BILLING_ADDRESS_NOT_SET'
  | 'CHECKOUT_NOT_FULLY_PAID'
  | 'DELIVERY_METHOD_NOT_APPLICABLE'
  | 'EMAIL_NOT_SET'
  | 'GRAPHQL_ERROR'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID'
  | 'INVALID_SHIPPING_METHOD'
  | 'MISSING_CHANNEL_SLUG'
  | 'NOT_FOUND'
  | 'NO_LINES'
  | 'PAYMENT_ERROR'
  | 'REQUIRED'
  | 'SHIPPING_ADDRESS_NOT_SET'
  | 'SHIPPING_METHOD_NOT_APPLICABLE'
  | 'SHIPPING_METHOD_NOT_SET'
  | 'SHIPPING_NOT_REQUIRED'
  | 'ZERO_QUANTITY';

export type CheckoutLineInput = {
  quantity: number;
  variantId: string | number;
};

export type CheckoutLineUpdateInput = {
  lineId?: string | number | null | undefined;
  quantity?: number | null | undefined;
  variantId?: string | number | null | undefined;
};

export type OrderStatus =
  | 'CANCELED'
  | 'DRAFT'
  | 'EXPIRED'
  | 'FULFILLED'
  | 'PARTIALLY_FULFILLED'
  | 'PARTIALLY_RETURNED'
  | 'RETURNED'
  | 'UNCONFIRMED'
  | 'UNFULFILLED';

export type PaymentChargeStatusEnum =
  | 'CANCELLED'
  | 'FULLY_CHARGED'
  | 'FULLY_REFUNDED'
  | 'NOT_CHARGED'
  | 'PARTIALLY_CHARGED'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUSED';

export type TransactionEventTypeEnum =
  | 'AUTHORIZATION_ACTION_REQUIRED'
  | 'AUTHORIZATION_FAILURE'
  | 'AUTHORIZATION_REQUEST'
  | 'AUTHORIZATION_SUCCESS'
  | 'CHARGE_ACTION_REQUIRED'
  | 'CHARGE_FAILURE'
  | 'CHARGE_REQUEST'
  | 'CHARGE_SUCCESS';

export type TokenCreateMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TokenCreateMutation = { tokenCreate: { token: string | null, refreshToken: string | null, csrfToken: string | null, user: { id: string, email: string, firstName: string, lastName: string } | null, errors: Array<{ message: string | null }> } | null };

export type TokenRefreshMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
  csrfToken?: string | null | undefined;
}>;


export type TokenRefreshMutation = { tokenRefresh: { token: string | null, errors: Array<{ message: string | null }> } | null };

export type TokenVerifyMutationVariables = Exact<{
  token: string;
}>;


export type TokenVerifyMutation = { tokenVerify: { isValid: boolean, user: { id: string, email: string, firstName: string, lastName: string } | null } | null };

export type CartCheckoutFragment = { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } };

export type CartErrorsFragment = { field: string | null, message: string | null, code: CheckoutErrorCode, variants: Array<string> | null };

export type CartCheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type CartCheckoutQuery = { checkout: { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } } | null };

export type CartCreateMutationVariables = Exact<{
  channel: string;
  lines: Array<CheckoutLineInput> | CheckoutLineInput;
  email?: string | null | undefined;
}>;


export type CartCreateMutation = { checkoutCreate: { checkout: { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } } | null, errors: Array<{ field: string | null, message: string | null, code: CheckoutErrorCode, variants: Array<string> | null }> } | null };

export type CartLinesAddMutationVariables = Exact<{
  id: string | number;
  lines: Array<CheckoutLineInput> | CheckoutLineInput;
}>;


export type CartLinesAddMutation = { checkoutLinesAdd: { checkout: { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } } | null, errors: Array<{ field: string | null, message: string | null, code: CheckoutErrorCode, variants: Array<string> | null }> } | null };

export type CartLinesUpdateMutationVariables = Exact<{
  id: string | number;
  lines: Array<CheckoutLineUpdateInput> | CheckoutLineUpdateInput;
}>;


export type CartLinesUpdateMutation = { checkoutLinesUpdate: { checkout: { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } } | null, errors: Array<{ field: string | null, message: string | null, code: CheckoutErrorCode, variants: Array<string> | null }> } | null };

export type CartLinesDeleteMutationVariables = Exact<{
  id: string | number;
  linesIds: Array<string | number> | string | number;
}>;


export type CartLinesDeleteMutation = { checkoutLinesDelete: { checkout: { id: string, token: string, quantity: number, isShippingRequired: boolean, lines: Array<{ id: string, quantity: number, variant: { id: string, name: string, sku: string | null, quantityAvailable: number | null, product: { name: string, slug: string, thumbnail: { url: string, alt: string | null } | null } }, unitPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } }>, subtotalPrice: { gross: { amount: number, currency: string } }, shippingPrice: { gross: { amount: number, currency: string } }, totalPrice: { gross: { amount: number, currency: string } } } | null, errors: Array<{ field: string | null, message: string | null, code: CheckoutErrorCode, variants: Array<string> | null }> } | null };

export type HeaderCategoriesQueryVariables = Exact<{
  first: number;
}>;


export type HeaderCategoriesQuery = { categories: { edges: Array<{ node: { id: string, name: string, slug: string } }> } | null };

export type CheckoutSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutSummaryQuery = { checkout: { id: string, token: string, quantity: number } | null };

export type OrderSummaryByTokenQueryVariables = Exact<{
  token: string;
}>;


export type OrderSummaryByTokenQuery = { orderByToken: { id: string, number: string, token: string, created: string, status: OrderStatus, paymentStatus: PaymentChargeStatusEnum, isPaid: boolean, total: { gross: { amount: number, currency: string } } } | null };

export type TransactionEventsQueryVariables = Exact<{
  id: string | number;
}>;


export type TransactionEventsQuery = { transaction: { id: string, name: string, pspReference: string, events: Array<{ id: string, type: TransactionEventTypeEnum | null, createdAt: string, message: string, amount: { amount: number, currency: string } }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartCheckoutFragmentDoc = new TypedDocumentString(`
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}
    `, {"fragmentName":"CartCheckout"}) as unknown as TypedDocumentString<CartCheckoutFragment, unknown>;
export const CartErrorsFragmentDoc = new TypedDocumentString(`
    fragment CartErrors on CheckoutError {
  field
  message
  code
  variants
}
    `, {"fragmentName":"CartErrors"}) as unknown as TypedDocumentString<CartErrorsFragment, unknown>;
export const TokenCreateDocument = new TypedDocumentString(`
    mutation TokenCreate($email: String!, $password: String!) {
  tokenCreate(email: $email, password: $password) {
    token
    refreshToken
    csrfToken
    user {
      id
      email
      firstName
      lastName
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TokenCreateMutation, TokenCreateMutationVariables>;
export const TokenRefreshDocument = new TypedDocumentString(`
    mutation TokenRefresh($refreshToken: String, $csrfToken: String) {
  tokenRefresh(refreshToken: $refreshToken, csrfToken: $csrfToken) {
    token
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TokenRefreshMutation, TokenRefreshMutationVariables>;
export const TokenVerifyDocument = new TypedDocumentString(`
    mutation TokenVerify($token: String!) {
  tokenVerify(token: $token) {
    isValid
    user {
      id
      email
      firstName
      lastName
    }
  }
}
    `) as unknown as TypedDocumentString<TokenVerifyMutation, TokenVerifyMutationVariables>;
export const CartCheckoutDocument = new TypedDocumentString(`
    query CartCheckout($id: ID!) {
  checkout(id: $id) {
    ...CartCheckout
  }
}
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}`) as unknown as TypedDocumentString<CartCheckoutQuery, CartCheckoutQueryVariables>;
export const CartCreateDocument = new TypedDocumentString(`
    mutation CartCreate($channel: String!, $lines: [CheckoutLineInput!]!, $email: String) {
  checkoutCreate(input: {channel: $channel, lines: $lines, email: $email}) {
    checkout {
      ...CartCheckout
    }
    errors {
      ...CartErrors
    }
  }
}
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}
fragment CartErrors on CheckoutError {
  field
  message
  code
  variants
}`) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartLinesAddDocument = new TypedDocumentString(`
    mutation CartLinesAdd($id: ID!, $lines: [CheckoutLineInput!]!) {
  checkoutLinesAdd(id: $id, lines: $lines) {
    checkout {
      ...CartCheckout
    }
    errors {
      ...CartErrors
    }
  }
}
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}
fragment CartErrors on CheckoutError {
  field
  message
  code
  variants
}`) as unknown as TypedDocumentString<CartLinesAddMutation, CartLinesAddMutationVariables>;
export const CartLinesUpdateDocument = new TypedDocumentString(`
    mutation CartLinesUpdate($id: ID!, $lines: [CheckoutLineUpdateInput!]!) {
  checkoutLinesUpdate(id: $id, lines: $lines) {
    checkout {
      ...CartCheckout
    }
    errors {
      ...CartErrors
    }
  }
}
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}
fragment CartErrors on CheckoutError {
  field
  message
  code
  variants
}`) as unknown as TypedDocumentString<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>;
export const CartLinesDeleteDocument = new TypedDocumentString(`
    mutation CartLinesDelete($id: ID!, $linesIds: [ID!]!) {
  checkoutLinesDelete(id: $id, linesIds: $linesIds) {
    checkout {
      ...CartCheckout
    }
    errors {
      ...CartErrors
    }
  }
}
    fragment CartCheckout on Checkout {
  id
  token
  quantity
  isShippingRequired
  lines {
    id
    quantity
    variant {
      id
      name
      sku
      quantityAvailable
      product {
        name
        slug
        thumbnail(size: 160) {
          url
          alt
        }
      }
    }
    unitPrice {
      gross {
        amount
        currency
      }
    }
    totalPrice {
      gross {
        amount
        currency
      }
    }
  }
  subtotalPrice {
    gross {
      amount
      currency
    }
  }
  shippingPrice {
    gross {
      amount
      currency
    }
  }
  totalPrice {
    gross {
      amount
      currency
    }
  }
}
fragment CartErrors on CheckoutError {
  field
  message
  code
  variants
}`) as unknown as TypedDocumentString<CartLinesDeleteMutation, CartLinesDeleteMutationVariables>;
export const HeaderCategoriesDocument = new TypedDocumentString(`
    query HeaderCategories($first: Int!) {
  categories(level: 0, first: $first) {
    edges {
      node {
        id
        name
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HeaderCategoriesQuery, HeaderCategoriesQueryVariables>;
export const CheckoutSummaryDocument = new TypedDocumentString(`
    query CheckoutSummary($id: ID!) {
  checkout(id: $id) {
    id
    token
    quantity
  }
}
    `) as unknown as TypedDocumentString<CheckoutSummaryQuery, CheckoutSummaryQueryVariables>;
export const OrderSummaryByTokenDocument = new TypedDocumentString(`
    query OrderSummaryByToken($token: UUID!) {
  orderByToken(token: $token) {
    id
    number
    token
    created
    status
    paymentStatus
    isPaid
    total {
      gross {
        amount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderSummaryByTokenQuery, OrderSummaryByTokenQueryVariables>;
export const TransactionEventsDocument = new TypedDocumentString(`
    query TransactionEvents($id: ID!) {
  transaction(id: $id) {
    id
    name
    pspReference
    events {
      id
      type
      createdAt
      message
      amount {
        amount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransactionEventsQuery, TransactionEventsQueryVariables>;