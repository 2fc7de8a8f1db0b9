// Detects a new deploy: dist/build.json holds the build id; the page compares it with its own
// (process.env.BUILD_ID, set by webpack). A timestamp query defeats every cache on the way.
import { BUILD_ID } from '../../lib/buildId';

export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<string | null> {
  try {
    const response = await fetchImpl(`/build.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null; // offline or no marker (dev server): no verdict
  }
}

export async function isNewBuildAvailable(fetchImpl?: typeof fetch): Promise<boolean> {
  if (BUILD_ID === 'dev') return false;
  const latest = await fetchLatestBuildId(fetchImpl);
  return latest !== null && latest !== BUILD_ID;
}
