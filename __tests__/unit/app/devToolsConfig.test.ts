import { compose } from 'redux';
import { normaliseConfig } from '../../../src/lib/config';

// Redux DevTools on a deployed build, for the shop's developers (design card): config.json's
// `devTools: true` turns it on; off by default; development builds always have it.

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: jest.Mock;
  }
}

const ORIGIN = 'https://shop.test';

describe('the devTools setting of config.json', () => {
  it('is off by default and follows a JSON true or false', () => {
    expect(normaliseConfig({}, ORIGIN).devTools).toBe(false);
    expect(normaliseConfig({ devTools: true }, ORIGIN).devTools).toBe(true);
    expect(normaliseConfig({ devTools: false }, ORIGIN).devTools).toBe(false);
  });

  it('stays off, and says why, for anything but true or false', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = { devTools: 'yes' } as unknown as Parameters<typeof normaliseConfig>[0];
    expect(normaliseConfig(raw, ORIGIN).devTools).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '[config] devTools must be true or false, not "yes" - DevTools stay off',
    );
    warn.mockRestore();
  });
});

describe('the store', () => {
  const NODE_ENV = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = NODE_ENV;
    delete window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  /**
   * Builds a store as the browser would with the DevTools extension installed (Redux Toolkit looks for
   * it when it loads, hence fresh modules), and says whether the store connected to it.
   */
  function connectsToDevTools({ nodeEnv, devTools }: { nodeEnv: string; devTools?: boolean }) {
    const extension = jest.fn(() => compose);
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extension;
    jest.isolateModules(() => {
      const config = jest.requireActual<typeof import('../../../src/lib/config')>('../../../src/lib/config');
      const { makeStore } =
        jest.requireActual<typeof import('../../../src/app/store')>('../../../src/app/store');
      process.env.NODE_ENV = nodeEnv;
      makeStore({ config: config.normaliseConfig({ devTools }, ORIGIN) });
      process.env.NODE_ENV = NODE_ENV;
    });
    return extension.mock.calls.length > 0;
  }

  it('has no DevTools on a production build by default', () => {
    expect(connectsToDevTools({ nodeEnv: 'production' })).toBe(false);
  });

  it('has DevTools on a production build whose config.json says devTools: true', () => {
    expect(connectsToDevTools({ nodeEnv: 'production', devTools: true })).toBe(true);
  });

  it('has DevTools on a development build whatever config.json says', () => {
    expect(connectsToDevTools({ nodeEnv: 'development', devTools: false })).toBe(true);
  });
});
