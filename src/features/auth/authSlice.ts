import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
}

const initialState: AuthState = { token: null, refreshToken: null, csrfToken: null, user: null };

export interface SessionPayload {
  token: string;
  refreshToken: string | null;
  csrfToken: string | null;
  user: SessionUser;
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
