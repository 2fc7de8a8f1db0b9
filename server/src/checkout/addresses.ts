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
import { checkoutAddressId, setCheckoutAddressId, setCheckoutSaveAddress } from './store';

// checkoutShippingAddressUpdate / checkoutBillingAddressUpdate: the address is validated by the
// country's rules (relaxed by the caller's validationRules) and kept as the checkout's own copy, with
// the saveAddress flag completion reads.

export async function setCheckoutAddress(
  tx: Transaction,
  token: string,
  type: AddressTypeEnum,
  input: AddressInput,
  rules: AddressValidationRules | null | undefined,
  saveAddress: boolean | null | undefined = true,
) {
  const field = type === 'SHIPPING' ? 'shippingAddress' : 'billingAddress';
  const result = validateAddress(input, { rules, addressType: type });
  if (!result.ok)
    throw new CheckoutFailure(
      result.errors.map((error) => ({ ...error, field: error.field || field, addressType: type })),
    );
  const existing = await checkoutAddressId(tx, token, type);
  const address = existing != null ? await updateAddress(tx, existing, result.address) : null;
  const id = address?.id ?? (await insertAddress(tx, result.address)).id;
  await setCheckoutAddressId(tx, token, type, id);
  // Saleor 3.21: whether completion adds it to the customer's address book (null: the default, yes).
  await setCheckoutSaveAddress(tx, token, type, saveAddress ?? true);
}
