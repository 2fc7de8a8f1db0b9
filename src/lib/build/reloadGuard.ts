// A chunk that fails to load, or a new deploy, is answered by reloading the page once, and only when
// the server answers with a new build: with the server down a reload would land on the browser's own
// "site can't be reached" page and lose what the shopper typed. The guard stops a reload loop: no
// second reload within 10 seconds. The store is persisted, so its state is kept across a reload.
import { BUILD_ID } from './buildId';
import { fetchLatestBuildId } from './buildCheck';

export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'reload-guard-at';

export interface ReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Reloading goes to `href` when given (the page a navigation was heading for), else the current page. */
function browserEnvironment(href?: string): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    now: () => Date.now(),
    storage,
    reload: () => (href ? window.location.assign(href) : window.location.reload()),
  };
}

/** Reloads unless a guarded reload happened less than 10 s ago; says whether it reloaded. */
export function reloadOnce(env: ReloadEnvironment = browserEnvironment()): boolean {
  const last = Number(env.storage?.getItem(GUARD_KEY) ?? 0);
  if (env.now() - last < RELOAD_GUARD_MS) return false;
  env.storage?.setItem(GUARD_KEY, String(env.now()));
  env.reload();
  return true;
}

/** webpack's ChunkLoadError, or a browser's failure to fetch a dynamically imported module. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/** 'reloaded': on its way to the new build; otherwise the app shows its own error with a retry. */
export type ChunkFailureOutcome = 'reloaded' | 'unreachable' | 'failed';

/**
 * What to do when a page's code failed to load. Only a new build on a server that answers is worth a
 * reload (its chunks have new names): no answer means the server or the network is down, and the same
 * build means a passing failure that a retry mends without losing the page. `latestBuildId` answers
 * null when the server does not; `reload` is the guarded reload (to `href` when given).
 */
export async function recoverFromChunkFailure(
  href?: string,
  latestBuildId: () => Promise<string | null> = fetchLatestBuildId,
  reload = () => reloadOnce(browserEnvironment(href)),
): Promise<ChunkFailureOutcome> {
  const latest = await latestBuildId();
  if (latest === null) return 'unreachable';
  return latest !== BUILD_ID && reload() ? 'reloaded' : 'failed';
}
