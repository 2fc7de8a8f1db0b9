import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useLayoutEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { createAppTheme, type ColourScheme } from '../../lib/theme';
import { selectColourModePreference, type ColourModePreference } from './colourModeSlice';
import { ForcedColourModeProvider, useForcedColourModeValue } from './forcedColourMode';

// One theme for both modes: its colours are CSS variables declared per scheme under the attribute on
// <html>, so what renders (markup and styles) is the same in either mode, on the server too.
const appTheme = createAppTheme();

/**
 * Keeps <html> on the chosen mode after the first render: MUI's colour-scheme state follows the choice
 * (it resolves 'system' and follows the system live, and sets the attribute), and `color-scheme`, which
 * the init script in <head> also sets inline, follows what is shown.
 */
function ColourSchemeSync({ chosen }: { chosen: ColourModePreference }) {
  const { colorScheme, setMode } = useColorScheme();
  useLayoutEffect(() => setMode(chosen), [chosen, setMode]);
  useLayoutEffect(() => {
    if (colorScheme) document.documentElement.style.colorScheme = colorScheme;
  }, [colorScheme]);
  return null;
}

function ThemedContent({ children }: { children: ReactNode }) {
  const preference = useSelector(selectColourModePreference);
  const forced = useForcedColourModeValue();
  const chosen = forced ?? preference;
  return (
    // The Redux slice is the one store of the choice: MUI keeps none of its own (storageManager null).
    <ThemeProvider theme={appTheme} defaultMode={chosen} storageManager={null} disableTransitionOnChange>
      <ColourSchemeSync chosen={chosen} />
      {/* enableColorScheme: `color-scheme` per scheme beside the variables, for native controls. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/**
 * The app's MUI theme in the shopper's colour mode (a page's forced mode, else the Redux preference);
 * needs the Redux store above it. The mode is applied by `data-colour-scheme` on <html>, which the init
 * script in <head> sets before the first paint and this provider keeps up to date afterwards.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ForcedColourModeProvider>
      <ThemedContent>{children}</ThemedContent>
    </ForcedColourModeProvider>
  );
}

/**
 * The scheme on screen, for the rare component that needs it in JS. Undefined while the server renders
 * and during hydration (the server cannot know it), so that first render never depends on it: anything
 * visual belongs in CSS (`theme.vars`, `theme.applyStyles('dark', ...)`).
 */
export function useShownColourScheme(): ColourScheme | undefined {
  const { colorScheme } = useColorScheme();
  return colorScheme === 'light' || colorScheme === 'dark' ? colorScheme : undefined;
}
