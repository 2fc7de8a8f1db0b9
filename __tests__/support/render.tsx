import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeTable, type AppRoute } from '../../src/app/routing/routeTable';
import { buildRoutes } from '../../src/app/routing/routes';
import type { AppStore, RootState } from '../../src/app/store';
import { makeTestStore } from './store';
import { createAppTheme } from '../../src/lib/theme';

// Rendering as the app does: the real store, English messages, the theme, and the routes.

/** English with the code's default messages: what a test reads is what an English shopper reads. */
function TestIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

/** A component with a fresh store, English, and the light theme. */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeTestStore({ preloadedState }).store,
    ...options
  }: { preloadedState?: Partial<RootState>; store?: AppStore } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <TestIntl>
        <ThemeProvider theme={createAppTheme('light')}>{children}</ThemeProvider>
      </TestIntl>
    </Provider>
  );
  return { store, ...render(ui, { wrapper, ...options }) };
}

/** The whole app's routes in memory, starting at `path`. */
export function renderApp(path: string, { preloadedState }: { preloadedState?: Partial<RootState> } = {}) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, { preloadedState });
  return { ...result, router };
}

/**
 * Loads, ahead of the tests, every module the app fetches on demand: each route's page, the GraphQL
 * client and the session check. On a cold babel cache (a clean CI clone) transforming one of them can
 * take longer than findBy's one second; call it in beforeAll with a generous timeout.
 */
export async function preloadAppModules(table: AppRoute[] = routeTable): Promise<void> {
  const every = (routes: AppRoute[]): AppRoute[] =>
    routes.flatMap((route) => [route, ...every(route.children ?? [])]);
  await Promise.all([
    ...every(table).map((route) => route.page.preload()),
    import('../../src/api/graphqlClient'),
    import('../../src/features/auth/session'),
  ]);
}

/** Time for preloadAppModules on a cold cache. */
export const PRELOAD_TIMEOUT_MS = 120_000;
