// WCAG 2 relative luminance and contrast ratio. A translucent foreground is first composited over the
// background, as a browser paints it.
type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1].split(',').map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`Unreadable colour ${colour}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

export function composite(foreground: string, background: string): string {
  const [r, g, b, a] = parse(foreground);
  const [br, bg, bb, ba] = parse(background);
  if (ba !== 1) throw new Error(`Background ${background} must be opaque`);
  const mix = (f: number, k: number) => Math.round(f * a + k * (1 - a));
  return `rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`;
}

export function relativeLuminance(colour: string): number {
  const [r, g, b] = parse(composite(colour, '#ffffff'));
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(composite(foreground, background));
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
