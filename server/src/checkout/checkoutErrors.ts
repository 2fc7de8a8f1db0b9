// Saleor's CheckoutError values: { field, message, code, variants?, lines? }, returned in the
// mutation payload (not thrown), so the storefront shows the first message beside its field.

export interface CheckoutErrorValue {
  field: string | null;
  message: string;
  code:
    | 'GRAPHQL_ERROR'
    | 'INSUFFICIENT_STOCK'
    | 'INVALID'
    | 'NOT_FOUND'
    | 'REQUIRED'
    | 'ZERO_QUANTITY'
    | 'QUANTITY_GREATER_THAN_LIMIT'
    | 'MISSING_CHANNEL_SLUG'
    | 'SHIPPING_NOT_REQUIRED'
    | 'SHIPPING_METHOD_NOT_APPLICABLE'
    | 'DELIVERY_METHOD_NOT_APPLICABLE'
    | 'SHIPPING_METHOD_NOT_SET'
    | 'SHIPPING_ADDRESS_NOT_SET'
    | 'BILLING_ADDRESS_NOT_SET'
    | 'INVALID_SHIPPING_METHOD'
    | 'EMAIL_NOT_SET'
    | 'NO_LINES'
    | 'CHECKOUT_NOT_FULLY_PAID'
    | 'PAYMENT_ERROR';
  variants?: string[];
  lines?: string[];
  addressType?: 'SHIPPING' | 'BILLING' | null;
}

/** A mutation's failure: rolls the transaction back and becomes the payload's errors. */
export class CheckoutFailure extends Error {
  constructor(readonly errors: CheckoutErrorValue[]) {
    super(errors[0]?.message ?? 'checkout error');
  }
}

export const fail = (error: CheckoutErrorValue): never => {
  throw new CheckoutFailure([error]);
};
