import type {} from '@mui/material/themeCssVarsAugmentation';
import {
  createTheme,
  type BreakpointsOptions,
  type PaletteOptions,
  type SimplePaletteColorOptions,
  type Theme,
} from '@mui/material/styles';

export type ColourScheme = 'light' | 'dark';
export type Ramp = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>;

// Why the ramps jump between 400 and 500: main is shade 500 in light mode and 400 in dark mode, and each must
// pass WCAG AA (4.5:1) both as text on the page and behind its contrast text. 500 must be dark enough for
// white text and for text on #fafafa (relative luminance about 0.17 or less); 400 must stay readable as text
// even on dark-mode paper under MUI's brightest elevation overlay (luminance about 0.4 or more). MUI's own
// green and blue fail both. __tests__/unit/theme checks every pairing.
export const green: Ramp = {
  50: '#eaf6eb',
  100: '#d0ecd1',
  200: '#adddb0',
  300: '#90d294',
  400: '#6dc473',
  500: '#2c6c31',
  600: '#265d2a',
  700: '#204f23',
  800: '#1a411d',
  900: '#153217',
  950: '#0e220f',
};

export const blue: Ramp = {
  50: '#ecf4fc',
  100: '#d5e7f8',
  200: '#b4d5f3',
  300: '#9bc7ef',
  400: '#7cb6ea',
  500: '#1a62a0',
  600: '#17548b',
  700: '#134875',
  800: '#103a60',
  900: '#0c2e4b',
  950: '#081f34',
};

export const red: Ramp = {
  50: '#fcf1f1',
  100: '#f8dfde',
  200: '#f3c8c6',
  300: '#efb3b1',
  400: '#ea9d9b',
  500: '#b42b26',
  600: '#9c2521',
  700: '#84201c',
  800: '#6c1a17',
  900: '#561412',
  950: '#3b0e0d',
};

export const orange: Ramp = {
  50: '#fef1e7',
  100: '#fce0c7',
  200: '#fac79c',
  300: '#f8b579',
  400: '#f69d4e',
  500: '#974a08',
  600: '#824107',
  700: '#6e3706',
  800: '#5a2c05',
  900: '#462304',
  950: '#301803',
};

const WHITE = '#ffffff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * MUI's light and dark variants carry the same contrast text as main (contained buttons use dark on
 * hover), so they must stay on main's side of the AA line. The neighbouring ramp shade does not: the
 * light-mode light and dark-mode dark variants are half-steps between 400 and 500.
 */
interface Tones {
  ramp: Ramp;
  lightModeLight: string;
  darkModeDark: string;
}

const tones = {
  green: { ramp: green, lightModeLight: '#347e39', darkModeDark: '#45a84b' },
  blue: { ramp: blue, lightModeLight: '#1f72bc', darkModeDark: '#499ae1' },
  red: { ramp: red, lightModeLight: '#d1322c', darkModeDark: '#e17672' },
  orange: { ramp: orange, lightModeLight: '#af5709', darkModeDark: '#e9740c' },
} satisfies Record<string, Tones>;

function intent(
  { ramp, lightModeLight, darkModeDark }: Tones,
  mode: ColourScheme,
): SimplePaletteColorOptions {
  return mode === 'light'
    ? { light: lightModeLight, main: ramp[500], dark: ramp[700], contrastText: WHITE }
    : { light: ramp[300], main: ramp[400], dark: darkModeDark, contrastText: DARK_TEXT };
}

function palette(mode: ColourScheme): PaletteOptions {
  return {
    mode,
    // getContrastText (filled alerts, chips, any colour without its own contrastText) then only
    // picks white where white passes AA.
    contrastThreshold: 4.5,
    primary: intent(tones.green, mode),
    secondary: intent(tones.blue, mode),
    error: intent(tones.red, mode),
    warning: intent(tones.orange, mode),
    info: intent(tones.blue, mode),
    success: intent(tones.green, mode),
    ...(mode === 'light'
      ? {
          background: { default: '#fafafa', paper: WHITE },
          text: { primary: DARK_TEXT, secondary: 'rgba(0, 0, 0, 0.64)' },
        }
      : {
          background: { default: '#121212', paper: '#1c1c1c' },
          text: { primary: WHITE, secondary: 'rgba(255, 255, 255, 0.72)' },
        }),
  };
}

/**
 * Tooltip delays: 700 ms to open, 300 ms skip window. MUI's Tooltip has no configurable skip window: after a
 * tooltip closes it keeps a module-wide "hysteresis" flag for a fixed 800 ms (plus leaveDelay), and while
 * that flag is set the next tooltip waits enterNextDelay instead of enterDelay. These defaults are for a bare
 * MUI Tooltip (skip window 800 ms); the app's own Tooltip (src/components/common/Tooltip.tsx) keeps the
 * spec's exact 300 ms window.
 */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_NEXT_ENTER_DELAY_MS = 0;

/**
 * The attribute on <html> that picks the colour scheme: `data-colour-scheme="light"` or `"dark"`. The
 * theme's CSS declares every colour as a CSS variable, once per scheme under this attribute (light also
 * on :root, for a page without it), so the markup and the styles are the same whatever the mode and the
 * page needs no re-render to change it. Any element may carry it to show its subtree in that scheme.
 */
export const COLOUR_SCHEME_ATTRIBUTE = 'data-colour-scheme';

/**
 * The app's theme: both colour schemes as CSS variables (`theme.vars.*`, `theme.applyStyles('dark', ...)`).
 * `defaultScheme` is the one declared on :root and the one `theme.palette` holds in JS (the app keeps
 * light; a test rendering one scheme without the attribute may pick dark). `breakpoints` moves the layout
 * breakpoints (the /header-test gallery shows the phone layout inside a wide window with every breakpoint
 * out of reach).
 */
export function createAppTheme(
  defaultScheme: ColourScheme = 'light',
  { breakpoints }: { breakpoints?: BreakpointsOptions } = {},
): Theme {
  // A ring keyboard users can always see; secondary main passes AA on both backgrounds, so it also
  // clears the 3:1 asked of focus indicators.
  const focusRing = (theme: Theme, outlineOffset = 2) => ({
    outline: `3px solid ${theme.vars.palette.secondary.main}`,
    outlineOffset,
  });
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOUR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: { palette: palette('light') }, dark: { palette: palette('dark') } },
    defaultColorScheme: defaultScheme,
    breakpoints,
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "PingFang TC", "Microsoft YaHei", "Microsoft JhengHei", "Noto Sans CJK SC", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiTooltip: {
        defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS, enterNextDelay: TOOLTIP_NEXT_ENTER_DELAY_MS },
      },
      // MUI's buttons reset outline to 0 with the same specificity as a global :focus-visible rule, so
      // they get the ring themselves: through their keyboard-only focus class, and through
      // :focus-visible for a server-rendered page focused before its code has run.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': focusRing(theme) }),
        },
      },
      // Inside a menu or list the ring would be clipped by the scrolling container: draw it inside.
      MuiMenuItem: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, -3) }) },
      },
      MuiListItemButton: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, -3) }) },
      },
      MuiCssBaseline: { styleOverrides: (theme) => ({ ':focus-visible': focusRing(theme) }) },
    },
  });
}
