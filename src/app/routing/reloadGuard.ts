// A chunk that fails to load, or a new deploy, is answered by reloading the page once. The guard
// stops a reload loop: no second reload within 10 seconds. The store is persisted, so state is kept.

export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'reload-guard-at';

export interface ReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { now: () => Date.now(), storage, reload: () => window.location.reload() };
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
