import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from './routeTable';

/** Route chunks preloaded at once (spec section 9). */
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

/** Preloads the chunk of the page a link points at, once per page. */
export function createRoutePreloader(routes: AppRoute[], queue = createPreloadQueue()) {
  const asked = new Set<AppRoute>();
  const flatten = (list: AppRoute[], base = ''): { route: AppRoute; object: RouteObject }[] =>
    list.flatMap((route) => {
      const path = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      return [{ route, object: { path } }, ...flatten(route.children ?? [], path)];
    });
  const entries = flatten(routes);
  return (href: string) => {
    const pathname = href.split(/[?#]/)[0];
    const match = matchRoutes(
      entries.map((entry) => entry.object),
      pathname,
    )?.at(-1);
    const entry = match && entries.find((candidate) => candidate.object === match.route);
    if (!entry || asked.has(entry.route)) return;
    asked.add(entry.route);
    queue.add(entry.route.page.preload);
  };
}
