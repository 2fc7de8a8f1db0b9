import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { mailLocale } from '../mail/mailLanguage';
import { sendMail } from '../mail/outbox';
import { accountConfirmationMail, describeLifetime, passwordResetMail } from './accountMailTexts';
import { accountFail, accountMutation, type AccountErrorValue } from './accountErrors';
import { consumeOneTimeToken, createOneTimeToken, oneTimeTokenValid } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { checkPassword } from './passwordRules';
import { linkWithToken, redirectUrlError } from './redirectUrl';
import { limitRequest } from './requestLimits';
import {
  confirmUser,
  insertUser,
  setPasswordHashAndConfirm,
  userById,
  userByEmail,
  userFromInput,
} from './store';
import { issueTokens, rotateTokenKey } from './users';
import type { MutationResolvers } from '../graphql/generated/resolverTypes';

// Registration and the emailed links: accountRegister (with or without email confirmation),
// confirmAccount, requestPasswordReset and setPassword, with Saleor's rules and error texts. None of
// them tells whether an email is already known, by its answer or by its time. Registration and reset
// requests are limited per client address (requestLimits.ts).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_TOKEN = 'Invalid or expired token.';
const MAX_NAME = 256;

/** A channel slug's error as an AccountError (missing with several channels, or unknown). */
export async function channelError(
  ctx: Context,
  slug: string | null | undefined,
): Promise<AccountErrorValue | null> {
  try {
    await ctx.channel(slug);
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { field: 'channel', message: error.message, code: slug ? 'NOT_FOUND' : 'MISSING_CHANNEL_SLUG' };
  }
}

export function nameErrors(input: { firstName?: string | null; lastName?: string | null }) {
  const errors: AccountErrorValue[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const length = [...(input[field] ?? '')].length;
    if (length > MAX_NAME)
      errors.push({
        field,
        code: 'INVALID',
        message: `Ensure this value has at most ${MAX_NAME} characters (it has ${length}).`,
      });
  }
  return errors;
}

export const registrationResolvers: MutationResolvers = {
  accountRegister: async (_, { input }, ctx) => {
    const requiresConfirmation = ctx.config.accountConfirmation;
    const failed = (...errors: AccountErrorValue[]) => ({ requiresConfirmation, errors });
    if (requiresConfirmation) {
      if (!input.redirectUrl)
        return failed({ field: 'redirectUrl', message: 'This field is required.', code: 'REQUIRED' });
      const urlError = redirectUrlError(ctx.config, input.redirectUrl);
      if (urlError) return failed(urlError);
      const channel = await channelError(ctx, input.channel);
      if (channel) return failed(channel);
    }
    const email = input.email.trim().toLowerCase();
    const firstName = (input.firstName ?? '').trim();
    const lastName = (input.lastName ?? '').trim();
    const passwordErrors = checkPassword(input.password, { email, firstName, lastName });
    if (passwordErrors.length) return failed(...passwordErrors);
    const emailError: AccountErrorValue = {
      field: 'email',
      message: 'Enter a valid email address.',
      code: 'INVALID',
    };
    const errors = [...(EMAIL.test(email) ? [] : [emailError]), ...nameErrors({ firstName, lastName })];
    if (errors.length) return failed(...errors);
    const limited = limitRequest('accountRegister', ctx.clientAddress);
    if (limited) return failed(limited);
    // Hashed whether or not the email is taken, so the answer takes as long either way.
    const passwordHash = await hashPassword(input.password);
    const languageCode = input.languageCode ?? 'EN';
    // As Saleor: the user answered is built from the input, the same whether the email was new or not.
    const user = userFromInput({ email, firstName, lastName, languageCode });
    return accountMutation(ctx, { requiresConfirmation, user: null }, async (tx) => {
      if (await userByEmail(tx, email)) return { requiresConfirmation, user };
      const userId = await insertUser(tx, { email, passwordHash, firstName, lastName, languageCode });
      if (userId != null && requiresConfirmation) {
        const ttl = ctx.config.accountTokenTtl;
        const token = await createOneTimeToken(tx, userId, 'confirm', ttl);
        const link = linkWithToken(input.redirectUrl!, email, token);
        // In the language the shopper registered in (Saleor's default: English).
        const language = mailLocale(input.languageCode);
        const lifetime = describeLifetime(language, ttl);
        const mail = accountConfirmationMail(language, { firstName, link, lifetime });
        await sendMail(tx, { to: email, ...mail, links: [link], language });
      }
      return { requiresConfirmation, user };
    });
  },

  confirmAccount: (_, args, ctx) =>
    accountMutation(ctx, { user: null }, async (tx) => {
      const user = await userByEmail(tx, args.email.trim(), true);
      if (!user?.is_active || !(await consumeOneTimeToken(tx, user.id, 'confirm', args.token)))
        accountFail({ field: 'token', message: INVALID_TOKEN, code: 'INVALID' });
      return { user: await confirmUser(tx, user!.id) };
    }),

  requestPasswordReset: async (_, args, ctx) => {
    const urlError = redirectUrlError(ctx.config, args.redirectUrl);
    if (urlError) return { errors: [urlError] };
    const channel = await channelError(ctx, args.channel);
    if (channel) return { errors: [channel] };
    const limited = limitRequest('requestPasswordReset', ctx.clientAddress);
    if (limited) return { errors: [limited] };
    // The same answer whether or not the email belongs to an account.
    return accountMutation(ctx, {}, async (tx) => {
      const user = await userByEmail(tx, args.email.trim());
      if (!user?.is_active) return {};
      const ttl = ctx.config.accountTokenTtl;
      const token = await createOneTimeToken(tx, user.id, 'reset', ttl);
      const link = linkWithToken(args.redirectUrl, user.email, token);
      // In the account's language (set at registration, changed by accountUpdate).
      const language = mailLocale(user.language_code);
      const mail = passwordResetMail(language, {
        firstName: user.first_name,
        email: user.email,
        link,
        lifetime: describeLifetime(language, ttl),
      });
      await sendMail(tx, { to: user.email, ...mail, links: [link], language });
      return {};
    });
  },

  setPassword: async (_, args, ctx) => {
    const empty = { token: null, refreshToken: null, csrfToken: null, user: null };
    const found = await userByEmail(ctx.db, args.email.trim());
    // An unknown email gets the answer a wrong token gets, after the same token lookup (no user has
    // id 0): neither the answer nor its time tells whether the email has an account.
    const tokenValid = await oneTimeTokenValid(ctx.db, found?.id ?? 0, 'reset', args.token);
    const tokenError: AccountErrorValue = { field: 'token', message: INVALID_TOKEN, code: 'INVALID' };
    if (!found?.is_active || !tokenValid) return { ...empty, errors: [tokenError] };
    const passwordErrors = checkPassword(args.password, {
      email: found.email,
      firstName: found.first_name,
      lastName: found.last_name,
    });
    if (passwordErrors.length) return { ...empty, errors: passwordErrors };
    const passwordHash = await hashPassword(args.password);
    return accountMutation(ctx, empty, async (tx) => {
      const user = await userById(tx, found.id, true);
      if (!user || !(await consumeOneTimeToken(tx, user.id, 'reset', args.token))) accountFail(tokenError);
      // Following the emailed link proves the address: the account is confirmed too.
      await setPasswordHashAndConfirm(tx, user!.id, passwordHash);
      // The tokens handed out before the reset stop working (one step past Saleor); these are new.
      await rotateTokenKey(tx, user!.id);
      return issueTokens(ctx, tx, user!);
    });
  },
};
