import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useAuthStartup } from '../features/auth/useAuthStartup';
import { useCheckoutSummary } from '../features/checkout/useCheckoutSummary';
import { Toaster } from '../features/toasts/Toaster';
import { isNewBuildAvailable } from './routing/buildCheck';
import { reloadOnce } from './routing/reloadGuard';

const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * The root of every route. Start-up: the session is restored from storage before the first render
 * (PersistGate); here, once for the whole app, the stored session is verified (refreshed, or logged
 * out) and the stored checkout is checked against the API.
 */
export function AppShell() {
  useAuthStartup();
  useCheckoutSummary();
  useReloadOnNewBuild();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <Toaster />
    </>
  );
}

/** A new deploy is picked up at the next navigation (never in the middle of typing), once. */
function useReloadOnNewBuild() {
  const location = useLocation();
  const newBuild = useRef(false);
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible')
        void isNewBuildAvailable().then((isNew) => (newBuild.current ||= isNew));
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  useEffect(() => {
    if (newBuild.current) reloadOnce();
  }, [location.pathname]);
}
