import type { AddressTypeEnum, CheckoutErrorCode } from '../graphql/generated/resolverTypes';

// Saleor's CheckoutError values: { field, message, code, variants?, lines? }, returned in the
// mutation payload (not thrown), so the storefront shows the first message beside its field.

export interface CheckoutErrorValue {
  field: string | null;
  message: string;
  code: CheckoutErrorCode;
  variants?: string[];
  lines?: string[];
  addressType?: AddressTypeEnum | null;
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
