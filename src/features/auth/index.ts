// The auth feature's public face: what other features may use. Everything else in this folder is its own.

export { toSessionUser } from './authApi';
export { authMessages } from './authMessages';
export { loggedIn, loggedOut, selectCurrentUser, selectIsLoggedIn, userUpdated } from './authSlice';
export type { AuthState, SessionUser } from './authSlice';
export { delayMessage, delayOf } from './loginDelay';
export { logout } from './logout';
export { takeRememberedPath } from './rememberedPath';
export { login } from './session';
