import type { PageCode } from '../../components/common/pageCode';
import { createRouteFinder, createRoutePreloader } from './preload';
import { routeTable } from './routeTable';

/** The app's route at `href`, if any. */
export const routeAt = createRouteFinder(routeTable);

/** The app's page code: what AppLink and the logout buttons preload, from the route table. */
export const pageCode: PageCode = {
  preload: createRoutePreloader(routeTable),
  load: async (href) => {
    await routeAt(href)
      ?.page.preload()
      .catch(() => undefined);
  },
};
