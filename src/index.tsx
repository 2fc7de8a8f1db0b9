import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadConfig } from './lib/config';
import { createEmotionCache } from './app/emotionCache';
import { Providers } from './app/Providers';
import { buildRoutes } from './app/routing/routes';
import { makeStore } from './app/store';
import { detectBrowserLocale } from './features/locale/detectLocale';
import { statusOf } from './lib/httpError';

// Browser entry: configuration first (one build serves any deployment), then the store with the
// session restored from storage, then the router.
async function start() {
  const config = await loadConfig(window.location.origin);
  const { store, persistor } = makeStore({
    config,
    persist: true,
    preloadedState: { locale: { locale: detectBrowserLocale() } },
  });
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A page that throws notFoundError (unknown slug, invalid params) is an answer, not a fault: the
  // error boundary shows the 404 page and the console stays quiet. Other render errors are logged once,
  // by RouteErrorBoundary, so the router's own logging is turned off.
  createRoot(container, {
    onCaughtError: (error, info) => {
      if (statusOf(error) !== 404) console.error(error, info.componentStack);
    },
  }).render(
    <Providers store={store} persistor={persistor} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} onError={() => undefined} />
    </Providers>,
  );
}

void start();
