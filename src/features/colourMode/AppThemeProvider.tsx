import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { createAppTheme, type ColourScheme } from '../../lib/theme';
import { selectColourModePreference } from './colourModeSlice';
import { ForcedColourModeProvider, useForcedColourModeValue } from './forcedColourMode';
import { useSystemColourMode } from './useSystemColourMode';

// One theme per scheme for the life of the page: switching back and forth reuses them, and every
// consumer of the theme sees the same object (no re-render from a new but equal theme).
const themes: Partial<Record<ColourScheme, Theme>> = {};
const themeFor = (scheme: ColourScheme) => (themes[scheme] ??= createAppTheme(scheme));

/** The scheme shown: a page's forced mode, else the shopper's choice, with 'system' resolved. */
export function useResolvedColourScheme(): ColourScheme {
  const preference = useSelector(selectColourModePreference);
  const forced = useForcedColourModeValue();
  const system = useSystemColourMode();
  const chosen = forced ?? preference;
  return chosen === 'system' ? system : chosen;
}

function ThemedContent({ children }: { children: ReactNode }) {
  const scheme = useResolvedColourScheme();
  return (
    <ThemeProvider theme={themeFor(scheme)}>
      {/* enableColorScheme sets `color-scheme` on <html>, so native controls and scrollbars match;
          as a style rule it is also collected when pages are rendered to static HTML. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The app's MUI theme in the resolved colour mode; needs the Redux store above it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ForcedColourModeProvider>
      <ThemedContent>{children}</ThemedContent>
    </ForcedColourModeProvider>
  );
}
