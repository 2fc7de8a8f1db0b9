import type { PageCode } from '../../components/common/pageCode';
import type { AppDispatch } from '../hooks';
import { createRouteFinder, createRouteMatcher, createRoutePreloader } from './preload';
import { routeTable } from './routeTable';

/** The app's route at `href`, if any. */
export const routeAt = createRouteFinder(routeTable);
const routeMatchAt = createRouteMatcher(routeTable);

/** Starts the main query of the page at `href` (a navigation's first step, beside its code). */
export function startRouteData(dispatch: AppDispatch, href: string): void {
  const match = routeMatchAt(href);
  match?.route.data?.(match.params).then(dispatch, () => undefined);
}

/** The app's page code: what AppLink and the logout buttons preload, from the route table. */
export const pageCode: PageCode = {
  preload: createRoutePreloader(routeTable),
  load: async (href) => {
    await routeAt(href)
      ?.page.preload()
      .catch(() => undefined);
  },
};
