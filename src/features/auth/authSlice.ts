import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { REHYDRATE } from 'redux-persist';
import { httpUnauthorized } from '../../api/sessionEvents';

/** The user as kept in browser storage under `user` (the fields the header and guards need). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Saleor's User.isActive; absent in a user stored by an older version. */
  isActive?: boolean;
}

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  csrfToken: string | null;
  user: SessionUser | null;
  /**
   * The server answered HTTP 401 and the session was dropped silently (never stored): a guarded page
   * already on screen then stays where it is instead of going to /login. A login or logout clears it.
   */
  refusedByServer?: boolean;
  /**
   * A server-rendered page is hydrated before the stored session is read: until it is, this is true
   * and the start-up check waits (set by the page's entry, removed when storage has been read).
   */
  awaitingStorage?: true;
}

export const initialAuthState: AuthState = { token: null, refreshToken: null, csrfToken: null, user: null };
const initialState = initialAuthState;

export interface SessionPayload {
  token: string;
  refreshToken: string | null;
  csrfToken: string | null;
  user: SessionUser;
  /** At a login: the account's language (Saleor's User.languageCode), which follows the shopper's. */
  accountLanguage?: LanguageCodeEnum;
}

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<SessionPayload>) => ({ ...action.payload }),
    accessTokenRefreshed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    /** Logout: every session entry goes. */
    loggedOut: () => initialState,
  },
  extraReducers: (builder) => {
    // HTTP 401: the stored session goes silently, with no redirect (the csrf token is not part of it).
    builder.addCase(httpUnauthorized, (state) => ({
      ...initialState,
      csrfToken: state.csrfToken,
      refusedByServer: true,
    }));
    builder.addMatcher(
      (action): action is { type: typeof REHYDRATE; key: string } =>
        action.type === REHYDRATE && (action as { key?: string }).key === 'auth',
      (state) => {
        delete state.awaitingStorage;
      },
    );
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    /** Both a token and a user are required to count as logged in: a token alone names nobody. */
    selectIsLoggedIn: (state) => Boolean(state.token && state.user),
    selectRefusedByServer: (state) => state.refusedByServer === true,
  },
});

export const { loggedIn, accessTokenRefreshed, userUpdated, loggedOut } = authSlice.actions;
export const { selectCurrentUser, selectIsLoggedIn, selectRefusedByServer } = authSlice.selectors;
export const authReducer = authSlice.reducer;

/** Whether the session kept in browser storage has been read into the store (or there is none to read). */
export const selectSessionRestored = (state: { auth: AuthState }): boolean =>
  state.auth.awaitingStorage !== true;
