// Detects a new deploy: the page fetches the latest-build marker (build.json) and the build manifest
// (build-manifest.json: the build's id and the files its first load needs), each with a timestamp query that
// defeats every cache on the way, and compares the build they name with its own (process.env.BUILD_ID, set by
// webpack). Both must name the same build: a deploy still being copied (one file new, the other old) is no
// verdict yet, so nobody is reloaded into half a build.
import { BUILD_ID } from './buildId';

interface BuildManifest {
  buildId: string;
  entry: string[];
}

const isBuildManifest = (body: unknown): body is BuildManifest => {
  const { buildId, entry } = (body ?? {}) as Partial<Record<keyof BuildManifest, unknown>>;
  return (
    typeof buildId === 'string' &&
    Array.isArray(entry) &&
    entry.length > 0 &&
    entry.every((file) => typeof file === 'string')
  );
};

/** A JSON file of the site's root, fresh (never a cached copy); null when it cannot be had. */
async function fetchFresh(fetchImpl: typeof fetch, file: string, now: number): Promise<unknown> {
  const response = await fetchImpl(`/${file}?t=${now}`, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

/** The build the server now serves; null when it does not answer or its two files disagree. */
export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<string | null> {
  try {
    const [marker, manifest] = await Promise.all([
      fetchFresh(fetchImpl, 'build.json', now),
      fetchFresh(fetchImpl, 'build-manifest.json', now),
    ]);
    const markerId = (marker as { buildId?: unknown } | null)?.buildId;
    if (typeof markerId !== 'string' || !isBuildManifest(manifest)) return null;
    return manifest.buildId === markerId ? markerId : null;
  } catch {
    return null; // offline, or files that are not JSON: no verdict
  }
}

export async function isNewBuildAvailable(fetchImpl?: typeof fetch): Promise<boolean> {
  if (BUILD_ID === 'dev') return false;
  const latest = await fetchLatestBuildId(fetchImpl);
  return latest !== null && latest !== BUILD_ID;
}
