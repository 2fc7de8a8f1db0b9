import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiHydrated } from './api/baseApi';
import { loadConfig, normaliseConfig } from './lib/config';
import { createEmotionCache } from './app/emotionCache';
import { Providers } from './app/Providers';
import { AfterHydration } from './app/ssr/AfterHydration';
import { readPageData } from './app/ssr/pageData';
import { routeAt } from './app/routing/preloadRoute';
import { buildRoutes } from './app/routing/routes';
import { makeStore } from './app/store';
import { initialAuthState } from './features/auth/authSlice';
import { detectBrowserLocale } from './features/locale/detectLocale';
import { primeMessages } from './features/locale/loadMessages';
import { statusOf } from './lib/httpError';

// A page that throws notFoundError (unknown slug, invalid params) is an answer, not a fault: the
// error boundary shows the 404 page and the console stays quiet. Other render errors are logged once,
// by RouteErrorBoundary, so the router's own logging is turned off.
const rootOptions: RootOptions = {
  onCaughtError: (error, info) => {
    if (statusOf(error) !== 404) console.error(error, info.componentStack);
  },
};

// Browser entry. The storefront's server writes the configuration and the language's messages into
// the page, and for a public page its HTML and the data it was rendered from: the browser hydrates
// that. From a static host (dist/ alone) the page is empty: configuration first (one build serves
// any deployment), then the store with the session restored from storage, then the router.
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const pageData = readPageData();
  const origin = window.location.origin;
  const config = pageData ? normaliseConfig(pageData.config, origin) : await loadConfig(origin);
  if (pageData) primeMessages(pageData.locale, pageData.messages);
  const rendered = pageData?.rendered;
  const { store, persistor } = makeStore({
    config,
    // Hydration renders what the server rendered (no stored session); the session comes right after.
    persist: rendered ? 'after-first-render' : true,
    preloadedState: {
      locale: { locale: pageData?.locale ?? detectBrowserLocale() },
      ...(rendered && { auth: { ...initialAuthState, awaitingStorage: true } }),
    },
  });
  if (rendered) store.dispatch(apiHydrated(rendered.api));
  const router = createBrowserRouter(buildRoutes(), {
    hydrationData: rendered?.router,
  });

  if (!rendered || !persistor) {
    createRoot(container, rootOptions).render(
      <Providers store={store} persistor={persistor} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} onError={() => undefined} />
      </Providers>,
    );
    return;
  }
  // The page's code first, so that hydration finds the page the server rendered, not a fallback. Code
  // that cannot be loaded fails the page as on any navigation (the error page, and a reload into a
  // new build when the server has one).
  await routeAt(window.location.pathname)
    ?.page.preload()
    .catch(() => undefined);
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is hydrated (a tap or a scroll is answered in between).
  startTransition(() => {
    hydrateRoot(
      container,
      <Providers store={store} persistor={null} emotionCache={createEmotionCache()}>
        <AfterHydration run={() => persistor.persist()}>
          <RouterProvider router={router} onError={() => undefined} />
        </AfterHydration>
      </Providers>,
      rootOptions,
    );
  });
}

void start();
