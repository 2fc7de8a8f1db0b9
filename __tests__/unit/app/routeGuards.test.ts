import { buildRoutes } from '../../../src/app/routing/routes';
import { routeTable, type AppRoute, type Guard } from '../../../src/app/routing/routeTable';
import { routeTitles } from '../../../src/lib/routeMessages';
import { lazyPage } from '../../../src/app/routing/lazyPage';

// An unknown route guard is an error: a route naming a guard that does not exist must stop the app at
// start-up, naming the route and the guard, instead of opening to everyone.

const page = lazyPage(() => Promise.resolve({ default: () => null }));
const route = (path: string, guard?: string, children?: AppRoute[]): AppRoute => ({
  path,
  title: routeTitles.home,
  page,
  // A misspelt guard gets past the type checker from plain JavaScript or a cast; this is the case at hand.
  guard: guard as Guard | undefined,
  children,
});

describe('route guards at start-up', () => {
  it("accept the app's own route table", () => {
    expect(() => buildRoutes(routeTable)).not.toThrow();
  });

  it('accept the known guards', () => {
    expect(() => buildRoutes([route('/mine', 'auth'), route('/catalogue', 'guest')])).not.toThrow();
  });

  it('refuse a route naming an unknown guard, naming the route and the guard', () => {
    expect(() => buildRoutes([route('/open'), route('/admin/reports', 'admin')])).toThrow(
      'Route "/admin/reports" names an unknown route middleware (guard) "admin"; known guards: auth, guest',
    );
  });

  it('name a child route by its full path', () => {
    expect(() => buildRoutes([route('/checkout', undefined, [route('success', 'paid')])])).toThrow(
      /Route "\/checkout\/success" names an unknown route middleware \(guard\) "paid"/,
    );
  });
});
