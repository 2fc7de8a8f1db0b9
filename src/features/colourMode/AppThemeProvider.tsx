import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { createAppTheme, type ColourScheme } from '../../app/theme';
import type { ColourModeState } from './colourModeSlice';
import { ForcedColourModeProvider, useForcedColourModeValue } from './forcedColourMode';
import { useSystemColourMode } from './useSystemColourMode';

/** The scheme shown: a page's forced mode, else the shopper's choice, with 'system' resolved. */
export function useResolvedColourScheme(): ColourScheme {
  const preference = useSelector((state: { colourMode: ColourModeState }) => state.colourMode.preference);
  const forced = useForcedColourModeValue();
  const system = useSystemColourMode();
  const chosen = forced ?? preference;
  return chosen === 'system' ? system : chosen;
}

function ThemedContent({ children }: { children: ReactNode }) {
  const scheme = useResolvedColourScheme();
  const theme = useMemo(() => createAppTheme(scheme), [scheme]);
  useEffect(() => {
    // Native controls and scrollbars follow the scheme too.
    document.documentElement.style.colorScheme = scheme;
  }, [scheme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ForcedColourModeProvider>
      <ThemedContent>{children}</ThemedContent>
    </ForcedColourModeProvider>
  );
}
