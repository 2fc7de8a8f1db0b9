import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';

export type ColourScheme = 'light' | 'dark';
type Ramp = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>;

// Shade ramps 50-950. The main shade is 500 in light mode and 400 in dark mode (spec section 9), so
// 500 is dark enough for white text and 400 light enough for black text: MUI's own green and blue
// 500-700 fail WCAG AA behind white text. __tests__/unit/theme checks every pairing.
export const green: Ramp = {
  50: '#e8f5e9',
  100: '#c8e6c9',
  200: '#a5d6a7',
  300: '#81c784',
  400: '#66bb6a',
  500: '#2e7d32',
  600: '#286d2c',
  700: '#225d25',
  800: '#1b4d1f',
  900: '#143d18',
  950: '#0b2410',
};

export const blue: Ramp = {
  50: '#e3f2fd',
  100: '#bbdefb',
  200: '#90caf9',
  300: '#64b5f6',
  400: '#42a5f5',
  500: '#1565c0',
  600: '#115aad',
  700: '#0e4c94',
  800: '#0b3f7a',
  900: '#083060',
  950: '#051d3b',
};

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

function palette(mode: ColourScheme): PaletteOptions {
  if (mode === 'light') {
    return {
      mode,
      primary: { main: green[500], light: green[300], dark: green[700], contrastText: '#fff' },
      secondary: { main: blue[500], light: blue[300], dark: blue[700], contrastText: '#fff' },
      error: { main: '#c62828', contrastText: '#fff' },
      warning: { main: '#a45200', contrastText: '#fff' },
      info: { main: blue[500], contrastText: '#fff' },
      success: { main: green[500], contrastText: '#fff' },
      background: { default: '#fafafa', paper: '#ffffff' },
      text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.64)' },
    };
  }
  return {
    mode,
    primary: { main: green[400], light: green[200], dark: green[500], contrastText: DARK_TEXT },
    secondary: { main: blue[400], light: blue[200], dark: blue[500], contrastText: DARK_TEXT },
    error: { main: '#f28b82', contrastText: DARK_TEXT },
    warning: { main: '#ffb74d', contrastText: DARK_TEXT },
    info: { main: blue[400], contrastText: DARK_TEXT },
    success: { main: green[400], contrastText: DARK_TEXT },
    background: { default: '#121212', paper: '#1c1c1c' },
    text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.72)' },
  };
}

/** Tooltip delays (spec section 9): 700 ms to open; once one has been open, the next opens after 300 ms. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function createAppTheme(mode: ColourScheme): Theme {
  return createTheme({
    palette: palette(mode),
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "PingFang TC", "Microsoft YaHei", "Microsoft JhengHei", "Noto Sans CJK SC", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiTooltip: {
        defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // A focus ring keyboard users can always see, in both modes.
          ':focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        }),
      },
    },
  });
}
