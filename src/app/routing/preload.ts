import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { AppRoute } from './routeTable';

/** At most 4 route chunks preload at once, so preloading never crowds out what the shopper opens. */
export const MAX_CONCURRENT_PRELOADS = 4;

type Task = () => Promise<unknown>;

/** Runs at most `limit` tasks at a time, in the order they were asked for. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const waiting: Task[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length) {
      const task = waiting.shift()!;
      running += 1;
      task()
        .catch(() => undefined) // a failed preload is retried by the navigation itself
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(task: Task) {
      waiting.push(task);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The route whose page shows at `href` (a path, with or without a query), with its params, if any. */
export function createRouteMatcher(routes: AppRoute[]) {
  const flatten = (list: AppRoute[], base = ''): { route: AppRoute; object: RouteObject }[] =>
    list.flatMap((route) => {
      const path = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      return [{ route, object: { path } }, ...flatten(route.children ?? [], path)];
    });
  const entries = flatten(routes);
  const objects = entries.map((entry) => entry.object);
  return (href: string): { route: AppRoute; params: Params } | undefined => {
    const match = matchRoutes(objects, href.split(/[?#]/)[0])?.at(-1);
    const route = match && entries.find((candidate) => candidate.object === match.route)?.route;
    return route && { route, params: match.params };
  };
}

/** The route whose page shows at `href` (a path, with or without a query), if any. */
export function createRouteFinder(routes: AppRoute[]) {
  const matchAt = createRouteMatcher(routes);
  return (href: string): AppRoute | undefined => matchAt(href)?.route;
}

/** Preloads the chunk of the page a link points at, once per page. */
export function createRoutePreloader(routes: AppRoute[], queue = createPreloadQueue()) {
  const asked = new Set<AppRoute>();
  const routeAt = createRouteFinder(routes);
  return (href: string) => {
    const route = routeAt(href);
    if (!route || asked.has(route)) return;
    asked.add(route);
    queue.add(route.page.preload);
  };
}
