import { createContext, useContext, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import type { ColourModePreference } from './colourModeSlice';

interface Forcing {
  owner: string;
  mode: ColourModePreference;
}

interface ForcedModeRegistry {
  force: (owner: string, mode: ColourModePreference) => void;
  release: (owner: string) => void;
}

// Kept apart from the value so that forcing pages do not re-render when the forced mode changes.
const Registry = createContext<ForcedModeRegistry | null>(null);
const ForcedMode = createContext<ColourModePreference | null>(null);

/**
 * Holds the modes pages force. The most recently mounted forcing wins, so a dialog that forces a mode
 * on a forced page shows its own, and closing it hands back the page's rather than the shopper's.
 */
export function ForcedColourModeProvider({ children }: { children: ReactNode }) {
  const [forcings, setForcings] = useState<Forcing[]>([]);
  const [registry] = useState<ForcedModeRegistry>(() => ({
    force: (owner, mode) =>
      setForcings((current) => [...current.filter((f) => f.owner !== owner), { owner, mode }]),
    release: (owner) => setForcings((current) => current.filter((f) => f.owner !== owner)),
  }));
  return (
    <Registry.Provider value={registry}>
      <ForcedMode.Provider value={forcings.at(-1)?.mode ?? null}>{children}</ForcedMode.Provider>
    </Registry.Provider>
  );
}

/** The mode a mounted page forces, or null. */
export const useForcedColourModeValue = () => useContext(ForcedMode);

/**
 * Forces a colour mode while the calling component is mounted, whatever the shopper picked; null
 * forces nothing. Forcing 'system' is discouraged: it overrides an explicit choice with nothing better.
 */
export function useForcedColourMode(mode: ColourModePreference | null) {
  const registry = useContext(Registry);
  const owner = useId();
  // A layout effect, so that the forced mode is in place before the page first paints.
  useLayoutEffect(() => {
    if (!registry || mode === null) return;
    if (mode === 'system' && process.env.NODE_ENV !== 'production') {
      console.warn(
        '[colour mode] Forcing "system" is discouraged: it overrides the shopper\'s own choice. Force "light" or "dark".',
      );
    }
    registry.force(owner, mode);
    return () => registry.release(owner);
  }, [registry, owner, mode]);
}

/** `<ForcedColourMode mode="dark" />` anywhere in a page shows the whole app in that mode. */
export function ForcedColourMode({ mode, children }: { mode: ColourModePreference; children?: ReactNode }) {
  useForcedColourMode(mode);
  return children;
}
