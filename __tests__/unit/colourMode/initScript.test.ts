import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { minify } from 'terser';
import { colourSchemeInitScript } from '../../../src/features/colourMode';
import { persistedFields } from '../../../src/app/persistence/persistConfigs';
import { COLOUR_SCHEME_ATTRIBUTE } from '../../../src/lib/theme';
import { storefrontCsp } from '../../../server/src/http/securityHeaders';
import { mockSystemColourScheme } from './matchMediaMock';

// The script <head> runs before the first paint, as the browser runs it: from its text.
const runInitScript = () => new Function(colourSchemeInitScript)();
const { key: KEY, codec } = persistedFields.colourMode.preference;
const root = document.documentElement;
const realMatchMedia = window.matchMedia;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute(COLOUR_SCHEME_ATTRIBUTE);
  root.removeAttribute('style');
  window.matchMedia = realMatchMedia;
  jest.restoreAllMocks();
});

const expectShown = (scheme: 'light' | 'dark') => {
  expect(root).toHaveAttribute(COLOUR_SCHEME_ATTRIBUTE, scheme);
  expect(root.style.colorScheme).toBe(scheme);
};

describe('the colour-scheme init script', () => {
  it('reads the preference where and as the colour-mode slice keeps it (a plain string)', () => {
    expect(codec).toBe('string');
    expect(colourSchemeInitScript).toContain(`localStorage.getItem("${KEY}")`);
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('"%s" stored, the system dark: %s -> shows %s', (stored, systemDark, shown) => {
    mockSystemColourScheme(systemDark);
    localStorage.setItem(KEY, stored);
    runInitScript();
    expectShown(shown);
  });

  it('follows the system on a first visit (nothing stored)', () => {
    mockSystemColourScheme(true);
    runInitScript();
    expectShown('dark');
  });

  it('follows the system when the stored value is damaged', () => {
    mockSystemColourScheme(true);
    for (const damaged of ['purple', '{"preference":', '"dark"', '']) {
      localStorage.setItem(KEY, damaged);
      runInitScript();
      expectShown('dark');
    }
  });

  it('never throws: storage that refuses access (privacy modes) counts as nothing stored', () => {
    mockSystemColourScheme(true);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runInitScript).not.toThrow();
    expectShown('dark');
  });

  it('shows light where the browser cannot tell the system scheme', () => {
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    expect(runInitScript).not.toThrow();
    expectShown('light');
  });

  it('sets the attribute the theme keys its colours on', () => {
    expect(colourSchemeInitScript).toContain(`"${COLOUR_SCHEME_ATTRIBUTE}"`);
  });

  it('is inlined in public/index.html unchanged, before any script or style sheet', () => {
    const html = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
    const at = html.indexOf(`<script>${colourSchemeInitScript}</script>`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('</head>'));
    expect(html.slice(0, at)).not.toMatch(/<script|<link[^>]+stylesheet|<style/);
  });

  it('comes out of the production build unchanged (Terser, which minifies inline scripts, keeps it as it is)', async () => {
    const options = { ecma: 2020, compress: { passes: 3 } } as const;
    expect((await minify(colourSchemeInitScript, options)).code).toBe(colourSchemeInitScript);
  });

  it('is the one inline script the storefront policy allows, by the hash of its text', () => {
    const hash = createHash('sha256').update(colourSchemeInitScript).digest('base64');
    const scriptSrc = storefrontCsp()
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
