import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, recoverFromChunkFailure } from '../../lib/build/reloadGuard';
import { statusOf } from '../../lib/httpError';
import { NotFoundPage, ServerErrorPage } from './ErrorPage';

/**
 * The router's errorElement: the error page is chosen by the error's status code. Code that failed to
 * load while the page rendered reloads the page into a new build when the server answers with one.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);

  useEffect(() => {
    if (chunkFailed) void recoverFromChunkFailure();
    else if (status >= 500) console.error('[render error]', error);
  }, [chunkFailed, status, error]);

  return status === 404 ? <NotFoundPage /> : <ServerErrorPage />;
}
