import { useEffect, type ReactNode } from 'react';

/**
 * Runs `run` once, after the server-rendered page inside it has been hydrated (its first commit). It
 * wraps the app rather than sitting beside it: a sibling would change the ids useId gives below it,
 * and those must match the server's.
 */
export function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(() => {
    run();
    // Once per page: a later `run` (a new closure) is the same work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
