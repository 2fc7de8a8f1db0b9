import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import { pageHeadHtml, PageMetaCollectorProvider, type PageMetaLayers } from '../../features/seo';
import { localeFromHeaders } from '../../features/locale/detectLocale';
import { primeMessages, type Messages } from '../../features/locale/loadMessages';
import type { Locale } from '../../features/locale/localeSlice';
import type { PublicConfig } from '../../lib/config';
import { statusOf } from '../../lib/httpError';
import { createEmotionCache } from '../emotionCache';
import { Providers } from '../Providers';
import { routeAt } from '../routing/preloadRoute';
import { buildRoutes } from '../routing/routes';
import { makeStore } from '../store';
import type { PageData } from './pageData';

// The storefront's server entry (built by webpack for Node into dist-server/): renders a public page
// to HTML with its data, for the storefront's Node server (server/src/storefront/pageHandler.ts).

export { pageDataScript, type PageData } from './pageData';
export { normaliseConfig } from '../../lib/config';

const routes = buildRoutes();
const staticHandler = createStaticHandler(routes);

/**
 * A query's answer can lead to another query (a category, then its products), and a part of a page can
 * load its code first: the page is rendered until it asks for nothing new, at most this many times.
 */
const MAX_RENDERS = 5;

/** The shopper's language: the i18n_redirected cookie, else Accept-Language, else English. */
export const pageLocale = localeFromHeaders;

/**
 * Whether the server renders this path: the public catalogue and information pages, and unknown
 * paths (the 404 page). A shopper's own pages (cart, checkout, orders, account) need the session the
 * browser keeps, so the browser renders them.
 */
export function isServerRendered(pathname: string): boolean {
  const route = routeAt(pathname);
  return route ? route.rendered === 'server' : true;
}

export interface PageRequest {
  /** The page's absolute URL as the shopper asked for it. */
  url: string;
  locale: Locale;
  messages: Messages;
  /** The configuration the server's requests use (its apiUrl reachable from the server). */
  config: PublicConfig;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; rendered: NonNullable<PageData['rendered']> };

/** Renders a server-rendered page; its data comes from the API in `config`. */
export async function renderPage({ url, locale, messages, config }: PageRequest): Promise<RenderedPage> {
  primeMessages(locale, messages);
  const { pathname } = new URL(url);
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response)
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };

  const route = routeAt(pathname);
  await route?.page.preload();
  const { store } = makeStore({ config, preloadedState: { locale: { locale } } });

  // No route of the app here: the router's catch-all shows the 404 page, which answers 404.
  let routerContext: StaticHandlerContext = route ? context : { ...context, statusCode: 404 };
  const render = async () => {
    const collected: PageMetaLayers = new Map();
    const failures: unknown[] = [];
    // Each render its own cache, which records the styles that render used (compat: not written
    // into the HTML beside each element, but collected for the head, below).
    const emotionCache = createEmotionCache();
    emotionCache.compat = true;
    const router = createStaticRouter(staticHandler.dataRoutes, routerContext);
    const html = await renderToString(
      <PageMetaCollectorProvider value={collected}>
        <Providers store={store} persistor={null} emotionCache={emotionCache}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </Providers>
      </PageMetaCollectorProvider>,
      (error) => failures.push(error),
    );
    return { html, collected, failures, emotionCache };
  };

  let page = await render();
  for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
    const notFound = page.failures.some((error) => statusOf(error) === 404);
    if (notFound && routerContext.statusCode !== 404) {
      // The page found nothing at this URL: its route's error element shows the 404 page, and the
      // browser starts from the same error (the router's hydration state), so its first render matches.
      routerContext = withNotFound(routerContext);
    } else if (page.failures.length) {
      break;
    } else {
      const running = await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      if (running.length === 0) break;
    }
    page = await render();
  }
  // Any other failure: the caller sends the page unrendered, and the browser renders it.
  if (page.failures.length) throw page.failures[0];

  const { shopName, siteOrigin } = config;
  // The page's CSS in <head>: the browser lays the page out once, from its first paint, however the
  // HTML arrives; the browser's Emotion cache takes these <style> elements over.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(page.emotionCache);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(page.html));
  return {
    kind: 'page',
    status: routerContext.statusCode,
    head: styles + pageHeadHtml(page.collected, { shopName, siteOrigin }, pathname),
    html: page.html,
    rendered: {
      api: { [baseApi.reducerPath]: answeredQueries(store.getState()[baseApi.reducerPath]) },
      router: {
        loaderData: routerContext.loaderData,
        actionData: routerContext.actionData,
        errors: serialiseErrors(routerContext.errors),
      },
    },
  };
}

/**
 * What the browser's cache takes over (extractRehydrationInfo reads queries and the tags they
 * provide): the answered queries only. A failed one is asked again by the browser.
 */
function answeredQueries({ queries, provided }: ReturnType<typeof baseApi.reducer>) {
  const answered = Object.fromEntries(
    Object.entries(queries).filter(([, entry]) => entry?.status === QueryStatus.fulfilled),
  );
  return { queries: answered, mutations: {}, provided };
}

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** The router's state when the deepest matched route threw a 404. */
function withNotFound(context: StaticHandlerContext): StaticHandlerContext {
  const deepest = context.matches[context.matches.length - 1];
  // Shaped as the router's error responses are, so isRouteErrorResponse is true of it.
  return { ...context, statusCode: 404, errors: { [deepest.route.id]: { ...NOT_FOUND } } };
}

/** Errors as the router's hydration state carries them (createBrowserRouter revives this shape). */
function serialiseErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.keys(errors).map((id) => [id, { ...NOT_FOUND, __type: 'RouteErrorResponse' }]),
  );
}

/** React's streaming renderer, read to the end once everything (code and data) is ready. */
async function renderToString(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // Everything is ready before the first byte is read, so no part of the page needs to come later
  // (which React does with inline scripts, which the page's CSP refuses): nothing is split off.
  const stream = await renderToReadableStream(element, { onError, progressiveChunkSize: Infinity });
  await stream.allReady;
  return new Response(stream).text();
}
