import { readAddress, updateAddress, type AddressInput, type AddressTypeEnum } from '../addresses';
import { requireViewer } from '../graphql/permissions';
import { accountFail, accountMutation, type AccountErrorValue } from './accountErrors';
import { addToAddressBook, mergeAddressInput, validOrFail } from './addressBook';
import { hashPassword, verifyPassword } from './passwords';
import { checkPassword } from './passwordRules';
import { nameErrors } from './registration';
import { setPasswordHash, spendOneTimeTokens, updateProfile, userById } from './store';
import { rotateTokenKey } from './users';
import type { MutationResolvers } from '../graphql/generated/resolverTypes';

// The logged-in customer's own account: passwordChange and accountUpdate (names, language, default
// addresses). Both need a user: a visitor gets Saleor's PermissionDenied.

const OLD_PASSWORD_INVALID: AccountErrorValue = {
  field: 'oldPassword',
  message: "Old password isn't valid.",
  code: 'INVALID_CREDENTIALS',
};

export const profileResolvers: MutationResolvers = {
  passwordChange: async (_, args, ctx) => {
    const userId = requireViewer(ctx);
    const user = await userById(ctx.db, userId);
    if (!user) return { user: null, errors: [OLD_PASSWORD_INVALID] };
    const oldValid =
      args.oldPassword == null
        ? user.password_hash == null
        : await verifyPassword(args.oldPassword, user.password_hash);
    if (!oldValid) return { user: null, errors: [OLD_PASSWORD_INVALID] };
    const errors = checkPassword(
      args.newPassword,
      { email: user.email, firstName: user.first_name, lastName: user.last_name },
      'newPassword',
    );
    if (errors.length) return { user: null, errors };
    const passwordHash = await hashPassword(args.newPassword);
    return accountMutation(ctx, { user: null }, async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      // Every session the old password opened ends (one step past Saleor), and reset links sent
      // before the change no longer work.
      await rotateTokenKey(tx, userId);
      await spendOneTimeTokens(tx, userId, 'reset');
      return { user: await userById(tx, userId) };
    });
  },

  accountUpdate: (_, { input }, ctx) => {
    const userId = requireViewer(ctx);
    return accountMutation(ctx, { user: null }, async (tx) => {
      const names = nameErrors(input);
      if (names.length) accountFail(...names);
      const user = (await userById(tx, userId, true))!;
      await updateProfile(tx, userId, {
        firstName: input.firstName?.trim() ?? null,
        lastName: input.lastName?.trim() ?? null,
        languageCode: input.languageCode ?? null,
      });
      // As in Saleor, a default address given here edits the current default of that type, or
      // becomes a new default in the address book when there is none.
      const defaults: [AddressTypeEnum, AddressInput | null | undefined, number | null][] = [
        ['SHIPPING', input.defaultShippingAddress, user.default_shipping_address_id],
        ['BILLING', input.defaultBillingAddress, user.default_billing_address_id],
      ];
      for (const [type, address, currentId] of defaults) {
        if (!address) continue;
        const current = await readAddress(tx, currentId);
        if (current)
          await updateAddress(tx, current.id, validOrFail(mergeAddressInput(current, address), type));
        else await addToAddressBook(tx, userId, address, type);
      }
      return { user: await userById(tx, userId) };
    });
  },
};
