import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectConfig, type PublicConfig } from '../../../lib/config';
import { toSessionUser, loggedIn, type AuthState, login } from '../../auth';
import { entryApi } from './entryApi';
import { failureOf, type FieldError } from '../../../api/failure';
import { entryFailure, type EntryFailure } from './entryErrors';
import type { LanguageCodeEnum } from '../../../api/generated/schemaTypes';
import { LANGUAGE_CODES } from '../../locale';

// Registration, confirmation and password reset as thunks. Every mutation runs untracked ({ track: false })
// like the session's, so no password stays in the store's API cache.

type EntryThunk<R> = ThunkAction<
  Promise<R>,
  { auth: AuthState; config: PublicConfig },
  unknown,
  UnknownAction
>;

/** Where the emailed links lead: the storefront's own pages on its public origin. */
const confirmRedirectUrl = (siteOrigin: string) => `${siteOrigin}/account/confirm/`;
const resetRedirectUrl = (siteOrigin: string) => `${siteOrigin}/account/reset-password/`;

/** The shopper's interface language, as Saleor names it: the language of the account's emails. */
const languageCodeOf = (locale: string): LanguageCodeEnum =>
  (LANGUAGE_CODES as Record<string, LanguageCodeEnum | undefined>)[locale] ?? 'EN';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: string;
}

export type RegisterResult =
  /** The account waits for its emailed confirmation link. */
  | { kind: 'confirm' }
  /** No confirmation needed: the shopper is logged in with the same credentials. */
  | { kind: 'loggedIn' }
  /** The account exists but the login after it failed (error: the server's first, or null). */
  | { kind: 'loginFailed'; error: FieldError | null }
  | { kind: 'failed'; failure: EntryFailure };

export function register({
  email,
  password,
  firstName,
  lastName,
  locale,
}: Registration): EntryThunk<RegisterResult> {
  return async (dispatch, getState) => {
    const { channel, siteOrigin } = selectConfig(getState());
    const result = await dispatch(
      entryApi.endpoints.accountRegister.initiate(
        {
          input: {
            email: email.trim(),
            password,
            // Saleor keeps names as given; missing ones are sent as empty strings (never null).
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            redirectUrl: confirmRedirectUrl(siteOrigin),
            channel,
            languageCode: languageCodeOf(locale),
          },
        },
        { track: false },
      ),
    );
    const failure = failureOf(result, (data) => data.accountRegister);
    if (failure) return { kind: 'failed', failure: entryFailure(failure) };
    if (result.data?.accountRegister?.requiresConfirmation) return { kind: 'confirm' };
    const loginResult = await dispatch(login(email, password));
    return loginResult.ok ? { kind: 'loggedIn' } : { kind: 'loginFailed', error: loginResult.error };
  };
}

export type EntryResult = { ok: true } | { ok: false; failure: EntryFailure };

export function confirmAccount(email: string, token: string): EntryThunk<EntryResult> {
  return async (dispatch) => {
    const result = await dispatch(
      entryApi.endpoints.confirmAccount.initiate({ email, token }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.confirmAccount);
    return failure ? { ok: false, failure: entryFailure(failure) } : { ok: true };
  };
}

/** Asks for a reset link. Success says nothing about the email: the service answers alike for all. */
export function requestPasswordReset(email: string): EntryThunk<EntryResult> {
  return async (dispatch, getState) => {
    const { channel, siteOrigin } = selectConfig(getState());
    const result = await dispatch(
      entryApi.endpoints.requestPasswordReset.initiate(
        { email: email.trim(), redirectUrl: resetRedirectUrl(siteOrigin), channel },
        { track: false },
      ),
    );
    const failure = failureOf(result, (data) => data.requestPasswordReset);
    // Older Saleors answer an unknown email with NOT_FOUND: shown like a sent link, so the form never
    // tells whether the email has an account.
    const unknownEmail = (error: { code: string | null }) => error.code === 'NOT_FOUND';
    if (!failure || (failure.kind === 'field' && failure.errors.every(unknownEmail))) return { ok: true };
    return { ok: false, failure: entryFailure(failure) };
  };
}

/** setPassword from the reset link; its tokens log the shopper in (a token and a user, as for login). */
export function setNewPassword(email: string, token: string, password: string): EntryThunk<EntryResult> {
  return async (dispatch) => {
    const result = await dispatch(
      entryApi.endpoints.setPassword.initiate({ email, token, password }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.setPassword);
    const answer = result.data?.setPassword;
    if (!failure && answer?.token && answer.user) {
      dispatch(
        loggedIn({
          token: answer.token,
          refreshToken: answer.refreshToken,
          csrfToken: answer.csrfToken,
          user: toSessionUser(answer.user),
        }),
      );
      return { ok: true };
    }
    // No error and yet no tokens: nothing to log in with, and nothing the server said.
    return { ok: false, failure: entryFailure(failure ?? { kind: 'graphql', errors: [] }) };
  };
}
