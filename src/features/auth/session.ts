import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { failureOf, firstError, serverMessage, type FieldError } from '../../api/failure';
import { toast } from '../toasts';
import { authApi, toSessionUser } from './authApi';
import { authMessages } from './authMessages';
import { accessTokenRefreshed, loggedIn, loggedOut, userUpdated, type AuthState } from './authSlice';
import { delayOf } from './loginDelay';
import { logout } from './logout';

// The session flows as thunks: login, the start-up check and the refresh. Mutations
// run untracked ({ track: false }), so a password or a token never sits in the store's API cache.

type AuthThunk<R> = ThunkAction<Promise<R>, { auth: AuthState }, unknown, UnknownAction>;

/**
 * Failed: `error` is the first error the server gave (its code chooses the shopper's text), or null
 * when there is none (show the default); `retryAt` is when a login the shop's throttle refused may be
 * tried again (ms since the epoch).
 */
export type LoginResult = { ok: true } | { ok: false; error: FieldError | null; retryAt: number | null };

/**
 * A throttled login that may start again this soon is waited out and sent once more: that is what any
 * failed login from the same network, a moment ago, leaves behind (Saleor blocks the address for a
 * second), and the shopper would only be shown a time already past.
 */
const WAIT_OUT_MS = 2000;

/** tokenCreate; logged in only with both a token and a user. */
export function login(email: string, password: string): AuthThunk<LoginResult> {
  return async (dispatch) => {
    const first = await dispatch(attemptLogin(email, password));
    const wait = first.ok || first.retryAt == null ? Infinity : first.retryAt - Date.now();
    if (wait > WAIT_OUT_MS) return first;
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0) + 50));
    return dispatch(attemptLogin(email, password));
  };
}

function attemptLogin(email: string, password: string): AuthThunk<LoginResult> {
  return async (dispatch) => {
    const result = await dispatch(
      authApi.endpoints.tokenCreate.initiate({ email: email.trim(), password }, { track: false }),
    );
    const failure = failureOf(result, (data) => data.tokenCreate);
    const answer = result.data?.tokenCreate;
    if (!failure && answer?.token && answer.user) {
      dispatch(
        loggedIn({
          token: answer.token,
          refreshToken: answer.refreshToken,
          csrfToken: answer.csrfToken,
          user: toSessionUser(answer.user),
          accountLanguage: answer.user.languageCode,
        }),
      );
      return { ok: true };
    }
    return {
      ok: false,
      error: failure && firstError(failure),
      retryAt: failure?.kind === 'field' ? delayOf(failure.errors[0]) : null,
    };
  };
}

/** The refresh under way for each store: concurrent callers share it (one tokenRefresh, not one each). */
const refreshesUnderWay = new WeakMap<object, Promise<boolean>>();

/**
 * A new access token from the stored refresh token. Any failed refresh logs out: without a valid access token
 * the session cannot be used. Callers that ask while a refresh is under way (the start-up check, requests
 * whose token expired) share it: a refresh token used twice at once could be rejected the second time, and
 * that would log the shopper out.
 */
export function refreshSession(): AuthThunk<boolean> {
  return (dispatch, getState) => {
    const underWay = refreshesUnderWay.get(getState);
    if (underWay) return underWay;
    const refresh = (async () => {
      const { refreshToken, csrfToken, token, user } = getState().auth;
      if (refreshToken) {
        const result = await dispatch(
          authApi.endpoints.tokenRefresh.initiate({ refreshToken, csrfToken }, { track: false }),
        );
        const answer = result.data?.tokenRefresh;
        // A logout or a new login meanwhile: this refresh is not that session's business.
        if (getState().auth.refreshToken !== refreshToken) return Boolean(getState().auth.token);
        if (answer?.token) {
          dispatch(accessTokenRefreshed(answer.token));
          return true;
        }
        const failure = failureOf(result, (data) => data.tokenRefresh);
        const reason = failure && serverMessage(failure);
        console.warn('[auth] Token refresh failed:', reason ?? 'no token returned');
      }
      dispatch(logout());
      // The shopper is told in their language (the server's words went to the console above); the
      // toast stays until dismissed, as it explains a change they may come back to later.
      if (token && user)
        dispatch(toast({ severity: 'warning', message: authMessages.tokenRefreshFailed, duration: null }));
      return false;
    })().finally(() => refreshesUnderWay.delete(getState));
    refreshesUnderWay.set(getState, refresh);
    return refresh;
  };
}

export type StartupOutcome = 'no-session' | 'valid' | 'refreshed' | 'logged-out' | 'unverified';

/**
 * Start-up: with a stored token and user, verify the token; when it is invalid, try a refresh; when that
 * fails, log out. A verification that gets no answer (offline, timeout, server error) leaves the session as
 * it is: nothing says the token is bad.
 */
export function verifyStoredSession(): AuthThunk<StartupOutcome> {
  return async (dispatch, getState) => {
    const { token, user } = getState().auth;
    if (!token || !user) return 'no-session';
    const result = await dispatch(authApi.endpoints.tokenVerify.initiate({ token }, { track: false }));
    if (result.error) return 'unverified';
    const answer = result.data.tokenVerify;
    if (!answer) return 'unverified';
    // The shopper logged out or in again meanwhile: that session is not this check's business.
    if (getState().auth.token !== token) return 'unverified';
    // A deactivated account keeps no session here, whatever its token says.
    if (answer.isValid && answer.user?.isActive !== false) {
      if (answer.user) dispatch(userUpdated(toSessionUser(answer.user)));
      return 'valid';
    }
    const reason = answer.errors?.[0]?.message;
    if (reason) console.info('[auth] The stored token was refused:', reason);
    if (answer.user?.isActive === false) {
      dispatch(loggedOut());
      return 'logged-out';
    }
    return (await dispatch(refreshSession())) ? 'refreshed' : 'logged-out';
  };
}
