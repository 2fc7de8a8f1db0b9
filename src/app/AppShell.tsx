import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useAuthStartup } from '../features/auth/useAuthStartup';
import { useCheckoutSummary } from '../features/checkout/useCheckoutSummary';
import { Toaster } from '../features/toasts/Toaster';
import { PageLoadError } from './errors/PageLoadError';
import { OverlayHost } from './OverlayHost';
import { isNewBuildAvailable } from '../lib/build/buildCheck';
import { reloadOnce } from '../lib/build/reloadGuard';
import { usePageLoadGate } from './routing/usePageLoadGate';

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
  const pageLoad = usePageLoadGate();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {pageLoad && <PageLoadError {...pageLoad} />}
      <OverlayHost />
      <Toaster />
    </>
  );
}

/**
 * A new deploy is picked up at the next navigation (never in the middle of typing), once, and only
 * when the server still answers with it: a reload with the server down ends on the browser's error page.
 */
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
    if (newBuild.current) void isNewBuildAvailable().then((isNew) => isNew && reloadOnce());
  }, [location.pathname]);
}
