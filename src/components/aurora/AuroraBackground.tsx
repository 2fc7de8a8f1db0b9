import { keyframes } from '@emotion/react';
import Box, { type BoxProps } from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { blue, green, type ColourScheme } from '../../lib/theme';

/** A full cycle of the drift at speed 1, in seconds; the second layer takes 1.6 times as long. */
export const AURORA_BASE_CYCLE_S = 24;

// Transforms only, so the browser moves the layers on the compositor without repainting them.
const drift = keyframes`
  0% { transform: translate3d(-8%, -6%, 0) rotate(0deg) scale(1); }
  50% { transform: translate3d(6%, 4%, 0) rotate(8deg) scale(1.12); }
  100% { transform: translate3d(10%, -4%, 0) rotate(-4deg) scale(1.04); }
`;

/**
 * The theme's green and blue in shades that keep text readable over them: light pastels behind the
 * light mode's dark text, deep shades behind the dark mode's white text.
 */
export function auroraThemeColours(mode: ColourScheme): AuroraColours {
  return mode === 'light' ? [green[200], blue[200], green[100]] : [green[800], blue[800], blue[950]];
}

export type AuroraColours = readonly [string, string, string];
/** Colours for each colour mode, picked by CSS (the page's `data-colour-scheme`), never by script. */
export type AuroraColoursByMode = Readonly<Record<ColourScheme, AuroraColours>>;

const THEME_COLOURS: AuroraColoursByMode = {
  light: auroraThemeColours('light'),
  dark: auroraThemeColours('dark'),
};

const colourVars = ([c1, c2, c3]: AuroraColours) => ({
  '--aurora-1': c1,
  '--aurora-2': c2,
  '--aurora-3': c3,
});
const isByMode = (colours: AuroraColours | AuroraColoursByMode): colours is AuroraColoursByMode =>
  'light' in colours;

export interface AuroraBackgroundProps extends Omit<BoxProps, 'color'> {
  /** 1 is the normal pace; 2 twice as fast, 0.5 half as fast. */
  speed?: number;
  /** Opacity of the aurora, 0 (none) to 1. */
  intensity?: number;
  /**
   * Three colours of the glow, or three for each colour mode; the theme's green and blue in the mode
   * shown by default.
   */
  colours?: AuroraColours | AuroraColoursByMode;
  paused?: boolean;
}

/**
 * An animated aurora behind its children: two layers of soft radial gradients drifting slowly,
 * in CSS alone (no script runs per frame). With prefers-reduced-motion it stays still. The layers are
 * pseudo-elements behind the content, so the component adds no elements for assistive technology.
 */
export function AuroraBackground({
  speed = 1,
  intensity = 0.8,
  colours,
  paused = false,
  children,
  style,
  sx,
  ...rest
}: AuroraBackgroundProps) {
  const picked = colours ?? THEME_COLOURS;
  const byMode = isByMode(picked) ? picked : null;
  const seconds = AURORA_BASE_CYCLE_S / Math.max(speed, 0.05);
  // Fixed colours go inline with the other settings; colours per mode go in the styles, so that the
  // markup is the same in both modes and the page's colour-scheme attribute picks them.
  const vars = {
    ...(isByMode(picked) ? {} : colourVars(picked)),
    '--aurora-opacity': String(Math.min(Math.max(intensity, 0), 1)),
    '--aurora-duration': `${seconds.toFixed(2)}s`,
    '--aurora-duration-slow': `${(seconds * 1.6).toFixed(2)}s`,
    '--aurora-play-state': paused ? 'paused' : 'running',
  } as CSSProperties;
  const layer = {
    content: '""',
    position: 'absolute',
    inset: '-40%',
    zIndex: -1,
    pointerEvents: 'none',
    opacity: 'var(--aurora-opacity)',
    willChange: 'transform',
    animationName: `${drift}`,
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    animationDirection: 'alternate',
    animationPlayState: 'var(--aurora-play-state)',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', willChange: 'auto' },
  } as const;
  return (
    <Box
      data-aurora=""
      data-paused={paused ? '' : undefined}
      {...rest}
      style={{ ...vars, ...style }}
      sx={[
        byMode ? colourVars(byMode.light) : false,
        byMode ? (theme: Theme) => theme.applyStyles('dark', colourVars(byMode.dark)) : false,
        {
          position: 'relative',
          isolation: 'isolate',
          overflow: 'hidden',
          '&::before': {
            ...layer,
            background: [
              'radial-gradient(ellipse 40% 35% at 25% 35%, var(--aurora-1), transparent 70%)',
              'radial-gradient(ellipse 35% 45% at 70% 30%, var(--aurora-2), transparent 70%)',
              'radial-gradient(ellipse 50% 30% at 50% 75%, var(--aurora-3), transparent 70%)',
            ].join(', '),
            animationDuration: 'var(--aurora-duration)',
          },
          '&::after': {
            ...layer,
            background: [
              'radial-gradient(ellipse 30% 40% at 65% 65%, var(--aurora-1), transparent 70%)',
              'radial-gradient(ellipse 45% 30% at 30% 60%, var(--aurora-2), transparent 70%)',
            ].join(', '),
            animationDuration: 'var(--aurora-duration-slow)',
            animationDirection: 'alternate-reverse',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
