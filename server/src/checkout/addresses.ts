import type { Transaction } from '@electric-sql/pglite';
import {
  insertAddress,
  updateAddress,
  validateAddress,
  type AddressInput,
  type AddressTypeEnum,
  type AddressValidationRules,
} from '../addresses';
import { CheckoutFailure } from './checkoutErrors';

// checkoutShippingAddressUpdate / checkoutBillingAddressUpdate: the address is validated by the
// country's rules (relaxed by the caller's validationRules) and kept as the checkout's own copy.

const COLUMN: Record<AddressTypeEnum, 'shipping_address_id' | 'billing_address_id'> = {
  SHIPPING: 'shipping_address_id',
  BILLING: 'billing_address_id',
};

export async function setCheckoutAddress(
  tx: Transaction,
  token: string,
  type: AddressTypeEnum,
  input: AddressInput,
  rules: AddressValidationRules | null | undefined,
) {
  const field = type === 'SHIPPING' ? 'shippingAddress' : 'billingAddress';
  const result = validateAddress(input, { rules, addressType: type });
  if (!result.ok)
    throw new CheckoutFailure(
      result.errors.map((error) => ({ ...error, field: error.field || field, addressType: type })),
    );
  const column = COLUMN[type];
  const { rows } = await tx.query<{ id: number | null }>(
    `SELECT ${column} AS id FROM checkout WHERE token = $1`,
    [token],
  );
  const existing = rows[0]?.id;
  const address = existing != null ? await updateAddress(tx, existing, result.address) : null;
  const id = address?.id ?? (await insertAddress(tx, result.address)).id;
  await tx.query(`UPDATE checkout SET ${column} = $2, updated_at = now() WHERE token = $1`, [token, id]);
}
