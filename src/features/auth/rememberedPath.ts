// The page a visitor wanted before the auth guard sent them to /login. Kept in sessionStorage too, so
// it survives a reload of the login page; only same-site paths are ever returned (no open redirect).

const KEY = 'login-redirect';

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function isSafeLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

export function rememberPath(path: string): void {
  if (isSafeLocalPath(path)) session()?.setItem(KEY, path);
}

/** The remembered path (router state first, then sessionStorage), or "/" ; it is forgotten once taken. */
export function takeRememberedPath(fromState?: unknown): string {
  const stored = session()?.getItem(KEY);
  session()?.removeItem(KEY);
  if (isSafeLocalPath(fromState)) return fromState;
  return isSafeLocalPath(stored) ? stored : '/';
}
