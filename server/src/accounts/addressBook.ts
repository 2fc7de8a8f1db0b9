import type { Transaction } from '@electric-sql/pglite';
import {
  addressData,
  insertAddress,
  readAddress,
  updateAddress,
  validateAddress,
  type AddressInput,
  type AddressRow,
  type AddressTypeEnum,
} from '../addresses';
import { fromGlobalId } from '../graphql/ids';
import { permissionDenied, requireViewer } from '../graphql/permissions';
import { accountFail, accountMutation } from './accountErrors';
import { deleteBookAddress, pruneAddressBook, setDefaultAddressId, userById } from './store';
import type { MutationResolvers } from '../graphql/generated/resolverTypes';

// The customer's address book: accountAddressCreate/Update/Delete and accountSetDefaultAddress, each
// in one transaction, with the shared address validation. An address of someone else is Saleor's
// PermissionDenied (update, delete) or an INVALID id (set default).

/** Saleor's MAX_USER_ADDRESSES: past it, the oldest address that is not a default goes. */
const MAX_USER_ADDRESSES = 100;

/** The pk of an Address id; GRAPHQL_ERROR for a malformed id, NOT_FOUND for a missing address. */
export async function addressById(tx: Transaction, id: string): Promise<AddressRow> {
  const parsed = fromGlobalId(id);
  if (!parsed || parsed.type !== 'Address')
    accountFail({
      field: 'id',
      code: 'GRAPHQL_ERROR',
      message: parsed
        ? `Invalid ID: ${id}. Expected: Address, received: ${parsed.type}.`
        : `Invalid ID: ${id}. Expected: Address.`,
    });
  const pk = /^\d{1,9}$/.test(parsed!.pk) ? Number(parsed!.pk) : null;
  const row = pk == null ? null : await readAddress(tx, pk);
  return row ?? accountFail({ field: 'id', code: 'NOT_FOUND', message: `Couldn't resolve to a node: ${id}` });
}

/** Input fields given (not null) over the stored ones: a partial update keeps the rest. */
export function mergeAddressInput(row: AddressRow, input: AddressInput): AddressInput {
  const merged: AddressInput = { ...addressData(row) };
  for (const [key, value] of Object.entries(input) as [keyof AddressInput, string | null | undefined][])
    if (value != null) merged[key] = value;
  return merged;
}

/** Validates an address input, or fails the mutation with the validation errors. */
export function validOrFail(input: AddressInput, addressType: AddressTypeEnum | null = null) {
  const result = validateAddress(input, { addressType });
  if (!result.ok) accountFail(...result.errors);
  return result.address!;
}

export async function setDefaultAddress(
  tx: Transaction,
  userId: number,
  addressId: number,
  type: AddressTypeEnum,
) {
  await setDefaultAddressId(tx, userId, addressId, type);
}

/** Adds an address to the user's book, dropping the oldest non-default one past the limit. */
export async function addToAddressBook(
  tx: Transaction,
  userId: number,
  input: AddressInput,
  type: AddressTypeEnum | null,
) {
  const address = await insertAddress(tx, validOrFail(input, type), userId);
  await pruneAddressBook(tx, userId, MAX_USER_ADDRESSES);
  if (type) await setDefaultAddress(tx, userId, address.id, type);
  return address;
}

const ownedOrDenied = (row: AddressRow, userId: number) => {
  if (row.user_id !== userId) throw permissionDenied('MANAGE_USERS', 'OWNER');
};

export const addressBookResolvers: MutationResolvers = {
  accountAddressCreate: (_, args, ctx) => {
    const userId = requireViewer(ctx);
    return accountMutation(ctx, { user: null, address: null }, async (tx) => {
      const created = await addToAddressBook(tx, userId, args.input, args.type ?? null);
      return { user: await userById(tx, userId), address: await readAddress(tx, created.id) };
    });
  },

  accountAddressUpdate: (_, args, ctx) => {
    const userId = requireViewer(ctx);
    return accountMutation(ctx, { user: null, address: null }, async (tx) => {
      const row = await addressById(tx, args.id);
      ownedOrDenied(row, userId);
      const address = await updateAddress(tx, row.id, validOrFail(mergeAddressInput(row, args.input)));
      return { user: await userById(tx, userId), address };
    });
  },

  accountAddressDelete: (_, args, ctx) => {
    const userId = requireViewer(ctx);
    return accountMutation(ctx, { user: null, address: null }, async (tx) => {
      const row = await addressById(tx, args.id);
      ownedOrDenied(row, userId);
      await deleteBookAddress(tx, row.id);
      return { user: await userById(tx, userId), address: row };
    });
  },

  accountSetDefaultAddress: (_, args, ctx) => {
    const userId = requireViewer(ctx);
    return accountMutation(ctx, { user: null }, async (tx) => {
      const row = await addressById(tx, args.id);
      if (row.user_id !== userId)
        accountFail({ field: 'id', code: 'INVALID', message: "The address doesn't belong to that user." });
      await setDefaultAddress(tx, userId, row.id, args.type);
      return { user: await userById(tx, userId) };
    });
  },
};
