import { createRouteFinder, createRoutePreloader } from './preload';
import { routeTable } from './routeTable';

/** Starts loading the chunk of the page at `href` (at most 4 at once). */
export const preloadRoute = createRoutePreloader(routeTable);

/** The app's route at `href`, if any. */
export const routeAt = createRouteFinder(routeTable);
