import { lazyPage } from '../../../src/app/routing/lazyPage';
import { recoverFromChunkFailure } from '../../../src/lib/build/reloadGuard';
import { BUILD_ID } from '../../../src/lib/build/buildId';

// When a page's code fails to load: reload only into a new build on a server that answers; otherwise
// the app keeps the page and offers a retry, which loads the code again.

function decide(latest: string | null, { guardAllows = true } = {}) {
  const reload = jest.fn(() => guardAllows);
  return { outcome: recoverFromChunkFailure('/about', async () => latest, reload), reload };
}

describe('after a page failed to load', () => {
  it('does not reload when the server does not answer (the browser would show its own error page)', async () => {
    const { outcome, reload } = decide(null);
    expect(await outcome).toBe('unreachable');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads into a new build the server answers with', async () => {
    const { outcome, reload } = decide(`${BUILD_ID}-newer`);
    expect(await outcome).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a retry, without reloading, when the build is the same (a passing failure)', async () => {
    const { outcome, reload } = decide(BUILD_ID);
    expect(await outcome).toBe('failed');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a retry when the reload guard has just reloaded', async () => {
    expect(await decide(`${BUILD_ID}-newer`, { guardAllows: false }).outcome).toBe('failed');
  });
});

describe('a lazily loaded page', () => {
  const Page = () => null;

  it('is loaded only once its code has arrived, and a failed load can be tried again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Loading chunk page-about failed.'), { name: 'ChunkLoadError' }),
      )
      .mockResolvedValueOnce({ default: Page });
    const page = lazyPage(load);
    expect(page.isLoaded()).toBe(false);
    await expect(page.preload()).rejects.toThrow('Loading chunk');
    expect(page.isLoaded()).toBe(false);
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(page.isLoaded()).toBe(true);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
