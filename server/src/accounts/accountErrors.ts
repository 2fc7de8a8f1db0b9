import type { Transaction } from '@electric-sql/pglite';
import type { Context } from '../graphql/context';
import type { AccountErrorCode, AddressTypeEnum } from '../graphql/generated/resolverTypes';

// Saleor's AccountError values, returned in the payload. A mutation's work runs in one transaction;
// throwing an AccountFailure rolls it back and becomes the payload's errors.

export interface AccountErrorValue {
  field: string | null;
  message: string;
  code: AccountErrorCode;
  addressType?: AddressTypeEnum | null;
}

export class AccountFailure extends Error {
  constructor(readonly errors: AccountErrorValue[]) {
    super(errors[0]?.message ?? 'account error');
  }
}

export const accountFail = (...errors: AccountErrorValue[]): never => {
  throw new AccountFailure(errors);
};

/** Runs `work` in a transaction: its result plus `errors: []`, or `empty` with the errors. */
export async function accountMutation<T extends object, E extends object>(
  ctx: Context,
  empty: E,
  work: (tx: Transaction) => Promise<T>,
): Promise<(T | E) & { errors: AccountErrorValue[] }> {
  try {
    return { ...(await ctx.db.transaction(work)), errors: [] };
  } catch (error) {
    if (error instanceof AccountFailure) return { ...empty, errors: error.errors };
    throw error;
  }
}
