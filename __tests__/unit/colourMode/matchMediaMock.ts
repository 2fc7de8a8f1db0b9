type Listener = (event: { matches: boolean; media: string }) => void;

const QUERY = '(prefers-color-scheme: dark)';

/** A controllable `(prefers-color-scheme: dark)`: returns a function that flips the system's scheme. */
export function mockSystemColourScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === QUERY && dark;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    // The older names, which MUI still uses for Safari before 14.
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    setSystemDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: dark, media: QUERY }));
    },
    listenerCount: () => listeners.size,
  };
}
