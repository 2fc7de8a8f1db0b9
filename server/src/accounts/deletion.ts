import { mailLocale } from '../mail/mailLanguage';
import { sendMail } from '../mail/outbox';
import { requireViewer } from '../graphql/permissions';
import { accountDeletionMail, describeLifetime } from './accountMailTexts';
import { accountFail, accountMutation, type AccountErrorValue } from './accountErrors';
import { consumeOneTimeToken, createOneTimeToken } from './oneTimeTokens';
import { redirectUrlError } from './redirectUrl';
import { channelError, INVALID_TOKEN } from './registration';
import { deleteUser, userById } from './store';
import type { MutationResolvers } from '../graphql/generated/resolverTypes';

// Saleor's account deletion, for the logged-in customer: accountRequestDeletion emails a link
// (redirectUrl?token=…) with a one-time token bound to the account, and accountDelete(token), sent
// by the same customer, deletes the account. Orders stay, with their email (Saleor keeps them).

/** redirectUrl?token=.. (the query replaced, as Saleor's prepare_url does). */
function deletionLink(redirectUrl: string, token: string) {
  const url = new URL(redirectUrl);
  url.search = new URLSearchParams({ token }).toString();
  return url.toString();
}

export const deletionResolvers: MutationResolvers = {
  accountRequestDeletion: async (_, args, ctx) => {
    const userId = requireViewer(ctx);
    const urlError = redirectUrlError(ctx.config, args.redirectUrl);
    if (urlError) return { errors: [urlError] };
    const channel = await channelError(ctx, args.channel);
    if (channel) return { errors: [channel] };
    return accountMutation(ctx, {}, async (tx) => {
      const user = await userById(tx, userId);
      if (!user) return {};
      const ttl = ctx.config.accountTokenTtl;
      const token = await createOneTimeToken(tx, user.id, 'delete', ttl);
      const link = deletionLink(args.redirectUrl, token);
      const language = mailLocale(user.language_code);
      const mail = accountDeletionMail(language, {
        firstName: user.first_name,
        email: user.email,
        link,
        lifetime: describeLifetime(language, ttl),
      });
      await sendMail(tx, { to: user.email, ...mail, links: [link], language });
      return {};
    });
  },

  accountDelete: (_, args, ctx) => {
    const userId = requireViewer(ctx);
    const tokenError: AccountErrorValue = { field: 'token', message: INVALID_TOKEN, code: 'INVALID' };
    return accountMutation(ctx, { user: null }, async (tx) => {
      const user = await userById(tx, userId, true);
      if (!user || !(await consumeOneTimeToken(tx, user.id, 'delete', args.token))) accountFail(tokenError);
      await deleteUser(tx, user!.id);
      // As Saleor's delete mutations: the user as it was, with its id.
      return { user: user! };
    });
  },
};
