import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
// The one inline script the storefront's pages carry: a fixed string with no imports, allowed by its
// hash, so a page can never run an inline script the policy was not written for.
// eslint-disable-next-line import-x/no-restricted-paths -- the policy must allow exactly this script's text
import { colourSchemeInitScript } from '../../../src/features/colourMode/colourSchemeInitScript';

// The shop's security headers, in one place. Every response gets the common headers and a policy that
// lets nothing run (JSON, images and files are never pages; an SVG opened on its own runs no script);
// the storefront's HTML (storefront/staticHandler.ts) and the /_dev/ pages replace it with their own.

type Directives = Record<string, string[]>;

/**
 * Sent with every response. COOP keeps other sites' windows away from the shop's, while the windows
 * the shop opens itself (the payment provider's page) keep working whatever policy they send.
 */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** For anything that is not a page of ours. */
export const NOTHING_ALLOWED_CSP = serialise({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/**
 * The /_dev/ pages stand-ins: plain HTML with an inline <style> and forms that post to themselves;
 * `formTargets` are the other origins a form may lead to (the hosted payment page's 303 back to the
 * storefront: browsers check form-action on the redirect too).
 */
export function devPageCsp(formTargets: string[] = []): string {
  return serialise({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
}

/** A CSP source list from the environment ("https://a.example https://b.example", or comma-separated). */
export function parseSources(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((source) => !/[;'"]/.test(source)); // a source can never end the directive or add another
}

/**
 * The source config.json's apiUrl needs: null for a path on the page's own server, the origin of an
 * absolute http(s) URL, or the bare host of a scheme-relative one (`//api.example.com/graphql/`, which
 * the page reaches with its own scheme, as a CSP source without a scheme matches).
 */
export function apiSource(apiUrl: unknown): string | null {
  if (typeof apiUrl !== 'string') return null;
  try {
    const url = new URL(apiUrl, 'http://page.invalid/');
    if (url.host === 'page.invalid' || !/^https?:$/.test(url.protocol)) return null;
    return apiUrl.trim().startsWith('//') ? url.host : url.origin;
  } catch {
    return null;
  }
}

export interface StorefrontCspOptions {
  /** config.json's apiUrl: when it is another origin (a real Saleor), the page talks to it and shows its images. */
  apiUrl?: unknown;
  /** Extra sources for API calls and for images (CSP_CONNECT_SRC, CSP_IMG_SRC: a media CDN, say). */
  connectSrc?: string[];
  imgSrc?: string[];
  /** The webpack dev server's eval source maps. */
  allowEval?: boolean;
}

/** A CSP source allowing one inline script: the base64 SHA-256 of its exact text. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The storefront's policy: scripts from the shop's own files, plus the one inline script in <head> that
 * shows the shopper's colour mode before the first paint (by the hash of its text), styles
 * also inline (Emotion, MUI's styling engine, writes <style> elements at run time), images also as
 * data: and blob: URLs, and nothing may frame the shop.
 */
export function storefrontCsp({
  apiUrl,
  connectSrc = [],
  imgSrc = [],
  allowEval = false,
}: StorefrontCspOptions = {}) {
  const api = apiSource(apiUrl);
  const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => !!s))];
  return serialise({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      scriptHashSource(colourSchemeInitScript),
      ...(allowEval ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...imgSrc]),
    'connect-src': unique(["'self'", api, ...connectSrc]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Called first for every request: the common headers and a CSP that the page handlers may replace
 * (headers given to writeHead win over these). The /_dev/ pages get theirs here.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  const dev = (req.url ?? '/').startsWith('/_dev/');
  res.setHeader('Content-Security-Policy', dev ? devPageCsp() : NOTHING_ALLOWED_CSP);
}
