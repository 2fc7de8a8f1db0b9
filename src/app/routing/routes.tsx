import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { CartLayout } from '../../features/shell/layout/CartLayout';
import { DefaultLayout } from '../../features/shell/layout/DefaultLayout';
import { NotFoundPage } from '../errors/ErrorPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { AppShell } from '../AppShell';
import { RouteElement } from './RouteElement';
import { checkRouteGuards, routeTable, type AppRoute } from './routeTable';

function toRouteObject(route: AppRoute): RouteObject {
  const page = <RouteElement route={route} />;
  if (!route.children?.length)
    return { path: route.path, element: page, errorElement: <RouteErrorBoundary /> };
  // A parent with child routes (/checkout -> /checkout/success): its page is the index route.
  return {
    path: route.path,
    element: <Outlet />,
    errorElement: <RouteErrorBoundary />,
    children: [{ index: true, element: page }, ...route.children.map(toRouteObject)],
  };
}

/**
 * The route objects of the app: every page under its layout, and the 404 page for the rest. Throws,
 * at start-up, for a route whose guard does not exist.
 */
export function buildRoutes(table: AppRoute[] = routeTable): RouteObject[] {
  checkRouteGuards(table);
  const inLayout = (layout: AppRoute['layout']) =>
    table.filter((route) => (route.layout ?? 'default') === layout).map(toRouteObject);
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <DefaultLayout />,
          children: [...inLayout('default'), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <CartLayout />, children: inLayout('cart') },
      ],
    },
  ];
}
