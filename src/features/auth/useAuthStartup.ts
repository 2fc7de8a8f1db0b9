import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectSessionRestored } from './authSlice';

/** The start-up check, loaded only when there is a stored session to check (keeps the first load small). */
const loadSession = () => import(/* webpackChunkName: "auth-session" */ './session');

/**
 * Start-up authentication, once per app start (the root shell runs it) as soon as the stored session
 * has been read: a session restored from storage (token and user) is verified; an invalid token is
 * refreshed; a failed refresh logs out. A login later in the visit needs no check.
 */
export function useAuthStartup() {
  const dispatch = useAppDispatch();
  const hasStoredSession = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const started = useRef(false);
  useEffect(() => {
    if (!restored || started.current) return;
    started.current = true;
    if (!hasStoredSession) return;
    void loadSession()
      .then(({ verifyStoredSession }) => dispatch(verifyStoredSession()))
      .catch((error: unknown) => console.warn('[auth] Start-up session check failed', error));
  }, [dispatch, hasStoredSession, restored]);
}
