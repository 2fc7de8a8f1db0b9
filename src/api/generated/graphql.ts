/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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