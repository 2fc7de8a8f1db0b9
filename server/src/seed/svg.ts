// Product and category pictures made locally (no network): a soft gradient, a simple emblem for the
// kind of product, and the product's initials. Deterministic for a given name, so reseeding is stable.

const EMBLEMS: Record<string, string> = {
  shirt: 'M140 150 l60 -40 h40 c10 20 50 20 60 0 h40 l60 40 -30 50 -40 -20 v170 h-180 v-170 l-40 20 z',
  hoodie: 'M150 160 l50 -50 c20 -30 100 -30 120 0 l50 50 -30 50 -30 -20 v160 h-160 v-160 l-30 20 z',
  jeans: 'M190 110 h140 l20 280 h-70 l-20 -200 -20 200 h-70 z',
  mug: 'M170 170 h150 v150 c0 30 -20 40 -40 40 h-70 c-20 0 -40 -10 -40 -40 z M320 200 c50 0 50 80 0 80',
  coffee: 'M180 140 h160 l-20 230 h-120 z M200 190 h120',
  book: 'M160 130 h110 c20 0 30 10 30 30 v220 c0 -20 -10 -30 -30 -30 h-110 z M300 160 c0 -20 10 -30 30 -30 h30 v220 h-30 c-20 0 -30 10 -30 30',
  music: 'M220 330 a30 30 0 1 1 0 -1 M250 330 v-190 l110 -30 v190 M360 300 a30 30 0 1 1 0 -1',
  tent: 'M130 370 l130 -240 130 240 z M260 130 v240 M230 370 l30 -70 30 70',
  lamp: 'M200 140 h120 l30 110 h-180 z M260 250 v100 M210 360 h100',
  bottle:
    'M235 120 h50 v40 c30 20 40 40 40 70 v140 c0 10 -10 20 -20 20 h-90 c-10 0 -20 -10 -20 -20 v-140 c0 -30 10 -50 40 -70 z',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function productSvg(name: string, emblem: string, colour: string): string {
  const h = hash(name);
  const hue = h % 360;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 520" width="520" height="520" role="img" aria-label="${escape(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 92%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 80%)"/></linearGradient></defs>
<rect width="520" height="520" fill="url(#g)"/>
<path d="${EMBLEMS[emblem] ?? EMBLEMS.bottle}" fill="${colour}" stroke="rgba(0,0,0,.35)" stroke-width="6" stroke-linejoin="round"/>
<text x="490" y="495" text-anchor="end" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="rgba(0,0,0,.45)">${escape(initials)}</text>
</svg>`;
}

export function bannerSvg(title: string): string {
  const hue = hash(title) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 55% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 50% 45%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="1000" cy="80" r="220" fill="rgba(255,255,255,.08)"/><circle cx="180" cy="380" r="160" fill="rgba(255,255,255,.06)"/>
</svg>`;
}
