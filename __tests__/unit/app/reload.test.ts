import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from '../../../src/lib/build/reloadGuard';
import { createPreloadQueue } from '../../../src/app/routing/preload';
import { takeRememberedPath, rememberPath } from '../../../src/features/auth/rememberedPath';

function environment(start = 1_000_000) {
  const values = new Map<string, string>();
  const env = {
    time: start,
    reloads: 0,
    now: () => env.time,
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    },
    reload: () => {
      env.reloads += 1;
    },
  };
  return env;
}

describe('the reload guard', () => {
  it('reloads once, not again within 10 seconds, and again after', () => {
    const env = environment();
    expect(reloadOnce(env)).toBe(true);
    env.time += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(env)).toBe(false);
    expect(env.reloads).toBe(1);
    env.time += 2;
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('recognises chunk-load failures and nothing else', () => {
    const webpackError = Object.assign(new Error('Loading chunk page-cart failed.'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(webpackError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('route preloading', () => {
  it('runs at most 4 chunk loads at once, the rest in order', async () => {
    const queue = createPreloadQueue();
    const releases: (() => void)[] = [];
    const started: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      queue.add(
        () =>
          new Promise<void>((resolve) => {
            started.push(i);
            releases.push(resolve);
          }),
      );
    }
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.waiting).toBe(2);
    releases[0]();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the remembered path', () => {
  beforeEach(() => sessionStorage.clear());
  it('returns the path once, then the home page', () => {
    rememberPath('/orders/12');
    expect(takeRememberedPath()).toBe('/orders/12');
    expect(takeRememberedPath()).toBe('/');
  });
  it('never returns another site (open redirect)', () => {
    rememberPath('//evil.example/phish');
    expect(takeRememberedPath('https://evil.example')).toBe('/');
  });
});
