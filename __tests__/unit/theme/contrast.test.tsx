import Alert from '@mui/material/Alert';
import { getOverlayAlpha, ThemeProvider, type Palette } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { blue, createAppTheme, green, type ColourScheme } from '../../../src/lib/theme';
import { computedValue } from './cssVars';
import { composite, contrastRatio, relativeLuminance } from './wcag';

const AA = 4.5;
const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const VARIANTS = ['main', 'light', 'dark'] as const;

it('measures contrast as WCAG does', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  // The lightest grey that passes AA on white, and the next one that does not.
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA);
  expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA);
  // Translucent text is as light as it is painted.
  expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
});

/** Every surface text sits on: the page, paper, and in dark mode paper under MUI's brightest overlay. */
function surfaces(palette: Palette): Record<string, string> {
  const { default: page, paper } = palette.background;
  if (palette.mode === 'light') return { 'background.default': page, 'background.paper': paper };
  const overlay = `rgba(255, 255, 255, ${getOverlayAlpha(24)})`;
  return {
    'background.default': page,
    'background.paper': paper,
    'paper at elevation 24': composite(overlay, paper),
  };
}

describe.each<ColourScheme>(['light', 'dark'])('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);

  const onColour = INTENTS.flatMap((intent) =>
    VARIANTS.map((variant) => [
      `${intent}.contrastText on ${intent}.${variant}`,
      palette[intent].contrastText,
      palette[intent][variant],
    ]),
  );
  const asText = INTENTS.flatMap((intent) =>
    Object.entries(surfaces(palette)).map(([name, surface]) => [
      `${intent}.main on ${name}`,
      palette[intent].main,
      surface,
    ]),
  );
  const bodyText = (['primary', 'secondary'] as const).flatMap((kind) =>
    Object.entries(surfaces(palette)).map(([name, surface]) => [
      `text.${kind} on ${name}`,
      palette.text[kind],
      surface,
    ]),
  );

  it.each([...onColour, ...asText, ...bodyText])('%s passes AA', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['success', 'info', 'warning', 'error'] as const)(
    'a filled %s alert (a toast) is readable',
    (severity) => {
      render(
        <ThemeProvider theme={createAppTheme(mode)}>
          <Alert severity={severity} variant="filled">
            Saved
          </Alert>
        </ThemeProvider>,
      );
      const alert = screen.getByRole('alert');
      const [colour, background] = [computedValue(alert, 'color'), computedValue(alert, 'background-color')];
      expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('uses ramp shade 500 as main in light mode and 400 in dark mode', () => {
    const shade = mode === 'light' ? 500 : 400;
    expect(palette.primary.main).toBe(green[shade]);
    expect(palette.secondary.main).toBe(blue[shade]);
  });
});

it.each([
  ['green', green],
  ['blue', blue],
])('the %s ramp runs from 50 to 950, darker at every step', (_name, ramp) => {
  const steps = Object.keys(ramp).map(Number);
  expect(steps).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
  const luminances = steps.map((step) => relativeLuminance(ramp[step as keyof typeof ramp]));
  luminances.slice(1).forEach((luminance, i) => expect(luminance).toBeLessThan(luminances[i]));
});
