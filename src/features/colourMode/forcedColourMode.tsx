import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ColourModePreference } from './colourModeSlice';

type SetForced = (mode: ColourModePreference | null) => void;

const ForcedModeValue = createContext<ColourModePreference | null>(null);
const ForcedModeSetter = createContext<SetForced>(() => undefined);

/** Holds the mode a page forces, if any; the theme provider reads it. */
export function ForcedColourModeProvider({ children }: { children: ReactNode }) {
  const [forced, setForced] = useState<ColourModePreference | null>(null);
  return (
    <ForcedModeSetter.Provider value={setForced}>
      <ForcedModeValue.Provider value={forced}>{children}</ForcedModeValue.Provider>
    </ForcedModeSetter.Provider>
  );
}

export const useForcedColourModeValue = () => useContext(ForcedModeValue);

/**
 * Forces a colour mode while the calling page is mounted (a gallery showing dark mode, say).
 * Forcing 'system' is discouraged: it overrides the shopper's explicit choice with nothing better.
 */
export function useForcedColourMode(mode: ColourModePreference | null) {
  const setForced = useContext(ForcedModeSetter);
  useEffect(() => {
    if (mode === 'system' && process.env.NODE_ENV !== 'production') {
      console.warn('[colour mode] forcing "system" is discouraged: it overrides the shopper\'s own choice');
    }
    setForced(mode);
    return () => setForced(null);
  }, [mode, setForced]);
}

export function ForcedColourMode({ mode, children }: { mode: ColourModePreference; children?: ReactNode }) {
  useForcedColourMode(mode);
  return <>{children}</>;
}
