import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { selectIsLoggedIn, selectRefusedByServer } from '../../features/auth/authSlice';
import { rememberPath } from '../../features/auth/rememberedPath';
import { usePageMeta } from '../../features/seo/pageMeta';
import { seoMessages } from '../../features/seo/seoMessages';
import { notFoundError } from '../../lib/httpError';
import { useConfig, useAppSelector } from '../hooks';
import { PageFallback } from '../../components/common/PageFallback';
import { DataClientNotice } from './DataClientNotice';
import type { AppRoute } from './routeTable';

// Shown only when the server refuses a session while its page is open: its code comes then (the
// network has just answered), not with every first load.
const SessionEndedNotice = lazy(() =>
  import(/* webpackChunkName: "session-ended" */ './SessionEndedNotice').then((module) => ({
    default: module.SessionEndedNotice,
  })),
);

/**
 * The head tags every page starts with: the title from route metadata (with the route's params as
 * values) and the shop's description. A page that knows more calls usePageMeta itself.
 */
export function useRouteTitle(route: Pick<AppRoute, 'title'>, values?: Record<string, string | undefined>) {
  const config = useConfig();
  const intl = useIntl();
  usePageMeta(
    {
      title: intl.formatMessage(route.title, values),
      description: intl.formatMessage(seoMessages.shopDescription, { shop: config.shopName }),
    },
    0,
  );
}

/**
 * A route's page behind its validation and guard, loaded on demand, under the notice that the data
 * client could not be loaded when that is so.
 */
export function RouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const refusedByServer = useAppSelector(selectRefusedByServer);
  // The visit (history entry) on which the guarded page was shown to a logged-in shopper: the guard
  // decides on the way in; a session the server drops later (HTTP 401) sends nobody away from it.
  const [shownOn, setShownOn] = useState<string | null>(null);
  if (route.guard === 'auth' && loggedIn && shownOn !== location.key) setShownOn(location.key);
  useRouteTitle(route, params);

  if (route.validate && !route.validate(params)) throw notFoundError(location.pathname);

  if (route.guard === 'auth' && !loggedIn && refusedByServer && shownOn === location.key)
    return (
      <Suspense fallback={<PageFallback />}>
        <SessionEndedNotice title={route.title} />
      </Suspense>
    );
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
    <>
      <DataClientNotice />
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </>
  );
}
