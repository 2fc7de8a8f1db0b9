import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { rememberPath } from '../../features/auth/rememberedPath';
import { notFoundError } from '../../lib/httpError';
import { getConfig } from '../config';
import { useAppSelector } from '../hooks';
import { PageFallback } from '../../components/common/PageFallback';
import type { AppRoute } from './routeTable';

/** Sets the document title from route metadata (with the route's params as values). */
export function useRouteTitle(route: Pick<AppRoute, 'title'>, values?: Record<string, string | undefined>) {
  const intl = useIntl();
  const title = intl.formatMessage(route.title, values);
  useEffect(() => {
    document.title = `${title} | ${getConfig().shopName}`;
  }, [title]);
}

/** A route's page behind its validation and guard, loaded on demand. */
export function RouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useRouteTitle(route, params);

  if (route.validate && !route.validate(params)) throw notFoundError(location.pathname);

  if (route.guard === 'auth' && !loggedIn) {
    const wanted = location.pathname + location.search + location.hash;
    rememberPath(wanted);
    return <Navigate to="/login" replace state={{ from: wanted }} />;
  }
  if (route.guard === 'guest' && loggedIn) {
    // A customer is sent to search with the same query, so nobody loses the catalogue.
    return <Navigate to={`/search${location.search}`} replace />;
  }

  const Page = route.page.Component;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
