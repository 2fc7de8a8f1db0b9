import { useCallback, useEffect, useState } from 'react';
import { createPath, useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import type { PageLoadErrorProps } from '../errors/PageLoadError';
import { useAppDispatch } from '../hooks';
import { routeAt, startRouteData } from './preloadRoute';
import { recoverFromChunkFailure } from '../../lib/build/reloadGuard';

// A navigation to a page whose code has not arrived yet waits for it on the page the shopper is on,
// so that when the code cannot be loaded (the server is down, the network gone) that page stays, with
// whatever the shopper typed into it, under an alert that offers to try again.

/** The alert's props while the next page's code could not be loaded, else null. */
export function usePageLoadGate(): PageLoadErrorProps | null {
  const dispatch = useAppDispatch();
  // Every navigation passes here first: the next page's data sets off now, beside its code (which a
  // page not yet loaded is held for), not once that code has arrived and mounted.
  const toUnloadedPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (createPath(nextLocation) !== createPath(currentLocation))
        startRouteData(dispatch, createPath(nextLocation));
      return routeAt(nextLocation.pathname)?.page.isLoaded() === false;
    },
    [dispatch],
  );
  const blocker = useBlocker(toUnloadedPage);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ blocker: Blocker; attempt: number } | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void routeAt(blocker.location.pathname)
      ?.page.preload()
      .then(
        () => {
          try {
            if (current) blocker.proceed();
          } catch {
            // Another navigation went ahead meanwhile and the router let go of this one: nothing to do.
          }
        },
        async () => {
          const outcome = await recoverFromChunkFailure(createPath(blocker.location));
          if (current && outcome !== 'reloaded') setFailure({ blocker, attempt });
        },
      );
    return () => {
      current = false;
    };
  }, [blocker, attempt]);

  const failed = blocker.state === 'blocked' && failure?.blocker === blocker ? failure : null;
  if (!failed) return null;
  return {
    retrying: failed.attempt !== attempt,
    onRetry: () => setAttempt((n) => n + 1),
    onStay: () => blocker.reset?.(),
  };
}
