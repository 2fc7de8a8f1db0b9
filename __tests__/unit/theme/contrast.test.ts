import { blue, createAppTheme, green, type ColourScheme } from '../../../src/app/theme';

// WCAG 2 relative luminance and contrast ratio, with alpha composited over the background.
function rgba(colour: string): [number, number, number, number] {
  if (colour.startsWith('#')) {
    const short = colour.slice(1);
    const hex = short.length === 3 ? [...short].map((c) => c + c).join('') : short;
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as [
      number,
      number,
      number,
      number,
    ];
  }
  const parts = colour.match(/[\d.]+/g)!.map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}
function over(fg: string, bg: string): [number, number, number] {
  const [r, g, b, a] = rgba(fg);
  const [br, bgc, bb] = rgba(bg);
  return [r * a + br * (1 - a), g * a + bgc * (1 - a), b * a + bb * (1 - a)];
}
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(fg: string, bg: string): number {
  const a = luminance(over(fg, bg));
  const b = luminance(over(bg, '#ffffff'));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;

describe.each<ColourScheme>(['light', 'dark'])('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);
  const backgrounds = [palette.background.default, palette.background.paper];
  const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

  it.each(intents)('%s: its contrast text passes AA on main, and main passes AA as text', (intent) => {
    const { main, contrastText } = palette[intent];
    expect(contrast(contrastText, main)).toBeGreaterThanOrEqual(AA);
    for (const bg of backgrounds) expect(contrast(main, bg)).toBeGreaterThanOrEqual(AA);
  });

  it('primary and secondary text pass AA on both backgrounds', () => {
    for (const bg of backgrounds) {
      expect(contrast(palette.text.primary, bg)).toBeGreaterThanOrEqual(AA);
      expect(contrast(palette.text.secondary, bg)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('uses shade 500 as main in light mode and 400 in dark mode', () => {
    const shade = mode === 'light' ? 500 : 400;
    expect(palette.primary.main).toBe(green[shade]);
    expect(palette.secondary.main).toBe(blue[shade]);
  });
});

it('has shade ramps from 50 to 950, darkening step by step', () => {
  for (const ramp of [green, blue]) {
    const steps = Object.keys(ramp).map(Number);
    expect(steps).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
    const lums = steps.map((s) => luminance(over(ramp[s as keyof typeof ramp], '#fff')));
    for (let i = 1; i < lums.length; i += 1) expect(lums[i]).toBeLessThan(lums[i - 1]);
  }
});

it('opens tooltips after 700 ms, and a next one after 300 ms', () => {
  const props = createAppTheme('light').components?.MuiTooltip?.defaultProps;
  expect(props).toMatchObject({ enterDelay: 700, enterNextDelay: 300 });
});
