import type { Transaction } from '@electric-sql/pglite';
import { addressData, copyAddress, readAddress, userAddresses, type AddressTypeEnum } from '../addresses';
import { setDefaultAddressId, userById } from '../accounts/store';

// Saleor's store_user_address at checkout completion: for a checkout with a customer, each address
// whose saveAddress flag is on goes to the customer's address book unless an equal one is there, and
// becomes their default of its kind when they have none. A customer whose book is full
// (MAX_USER_ADDRESSES) keeps it as it is: nothing is saved, nothing of theirs is removed.

/** Saleor's MAX_USER_ADDRESSES (the address book's own limit). */
const MAX_USER_ADDRESSES = 100;

const sameAddress = (a: ReturnType<typeof addressData>, b: ReturnType<typeof addressData>) =>
  (Object.keys(a) as (keyof typeof a)[]).every((key) => (a[key] ?? '') === (b[key] ?? ''));

export async function storeUserAddress(
  tx: Transaction,
  userId: number,
  addressId: number,
  type: AddressTypeEnum,
) {
  const address = await readAddress(tx, addressId);
  const user = await userById(tx, userId);
  if (!address || !user) return;
  const wanted = addressData(address);
  const book = await userAddresses(tx, userId);
  if (book.length >= MAX_USER_ADDRESSES) return;
  let saved = book.find((entry) => sameAddress(addressData(entry), wanted))?.id ?? null;
  if (saved == null) {
    saved = (await copyAddress(tx, addressId, userId))?.id ?? null;
    if (saved == null) return;
  }
  const current = type === 'SHIPPING' ? user.default_shipping_address_id : user.default_billing_address_id;
  if (current == null) await setDefaultAddressId(tx, userId, saved, type);
}
