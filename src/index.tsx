import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadConfig } from './app/config';
import { createEmotionCache } from './app/emotionCache';
import { Providers } from './app/Providers';
import { buildRoutes } from './app/routing/routes';
import { makeStore } from './app/store';
import { detectBrowserLocale } from './features/locale/detectLocale';

// Browser entry: configuration first (one build serves any deployment), then the store with the
// session restored from storage, then the router.
async function start() {
  await loadConfig();
  const { store, persistor } = makeStore({
    persist: true,
    preloadedState: { locale: { locale: detectBrowserLocale() } },
  });
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <Providers store={store} persistor={persistor} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

void start();
