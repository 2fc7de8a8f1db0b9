import { fetchLatestBuildId } from '../../../src/lib/build/buildCheck';

// New-build detection: the latest-build marker and the build manifest, each fetched with a timestamp query; a
// new build is announced only when both name it, and the page reloads once.

const NOW = 1_720_000_000_000;

/** A server with these two files (undefined: the file is missing); records what was asked. */
function server(files: { marker?: unknown; manifest?: unknown }) {
  const asked: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const body = url.startsWith('/build.json?')
      ? files.marker
      : url.startsWith('/build-manifest.json?')
        ? files.manifest
        : undefined;
    return body === undefined ? new Response('Not found', { status: 404 }) : Response.json(body);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, asked };
}

const manifest = (buildId: string) => ({ buildId, entry: [`assets/main.${buildId}.js`] });

describe('the latest build', () => {
  it('fetches the marker and the manifest, each with a timestamp query and past every cache', async () => {
    const { fetchImpl, asked } = server({ marker: { buildId: 'b2' }, manifest: manifest('b2') });
    expect(await fetchLatestBuildId(fetchImpl, NOW)).toBe('b2');
    expect(asked.map(({ url }) => url).sort()).toEqual([
      `/build-manifest.json?t=${NOW}`,
      `/build.json?t=${NOW}`,
    ]);
    expect(asked.every(({ init }) => init?.cache === 'no-store')).toBe(true);
  });

  it.each([
    ['the manifest is missing', { marker: { buildId: 'b2' } }],
    [
      'the manifest names the previous build (a deploy half copied)',
      { marker: { buildId: 'b2' }, manifest: manifest('b1') },
    ],
    [
      'the marker names a build the manifest does not yet',
      { marker: { buildId: 'b3' }, manifest: manifest('b2') },
    ],
    ['the manifest lists no files', { marker: { buildId: 'b2' }, manifest: { buildId: 'b2', entry: [] } }],
    ['the marker is missing', { manifest: manifest('b2') }],
  ])('gives no verdict when %s', async (_case, files) => {
    expect(await fetchLatestBuildId(server(files).fetchImpl, NOW)).toBeNull();
  });

  it('gives no verdict offline', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchLatestBuildId(offline, NOW)).toBeNull();
  });
});

describe('a deployed page', () => {
  const ORIGINAL_BUILD_ID = process.env.BUILD_ID;
  afterEach(() => {
    process.env.BUILD_ID = ORIGINAL_BUILD_ID;
  });

  /** The modules as a page of build `b1` has them (BUILD_ID is fixed when lib/buildId loads). */
  function pageOfBuild(buildId: string) {
    process.env.BUILD_ID = buildId;
    let modules!: {
      buildCheck: typeof import('../../../src/lib/build/buildCheck');
      reloadGuard: typeof import('../../../src/lib/build/reloadGuard');
    };
    jest.isolateModules(() => {
      modules = {
        buildCheck: jest.requireActual('../../../src/lib/build/buildCheck'),
        reloadGuard: jest.requireActual('../../../src/lib/build/reloadGuard'),
      };
    });
    return modules;
  }

  it('sees a new build only when marker and manifest both name it', async () => {
    const { buildCheck } = pageOfBuild('b1');
    const both = server({ marker: { buildId: 'b2' }, manifest: manifest('b2') });
    expect(await buildCheck.isNewBuildAvailable(both.fetchImpl)).toBe(true);
    const markerOnly = server({ marker: { buildId: 'b2' }, manifest: manifest('b1') });
    expect(await buildCheck.isNewBuildAvailable(markerOnly.fetchImpl)).toBe(false);
    const same = server({ marker: { buildId: 'b1' }, manifest: manifest('b1') });
    expect(await buildCheck.isNewBuildAvailable(same.fetchImpl)).toBe(false);
  });

  it('reloads once into the new build after a failed page load, not again at once', async () => {
    const { buildCheck, reloadGuard } = pageOfBuild('b1');
    const { fetchImpl } = server({ marker: { buildId: 'b2' }, manifest: manifest('b2') });
    const values = new Map<string, string>();
    const reload = jest.fn();
    const env = {
      now: () => NOW,
      storage: {
        getItem: (k: string) => values.get(k) ?? null,
        setItem: (k: string, v: string) => void values.set(k, v),
      },
      reload,
    };
    const latest = () => buildCheck.fetchLatestBuildId(fetchImpl, NOW);
    const recover = () =>
      reloadGuard.recoverFromChunkFailure('/about', latest, () => reloadGuard.reloadOnce(env));
    expect(await recover()).toBe('reloaded');
    expect(await recover()).toBe('failed');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
