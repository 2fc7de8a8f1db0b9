import type { ServiceConfig } from '../config';
import type { AccountErrorValue } from './accountErrors';

// Saleor's validate_storefront_url, made stricter where no well-behaved client can notice: a redirect
// URL must be absolute http(s) (Saleor checks no scheme, so `javascript:` links reach the emails) and
// its host AND port one of ALLOWED_CLIENT_HOSTS: "shop.example.com:8443", "localhost:3000", a pattern
// without a port for the scheme's default port, ".example.com" for a domain and its subdomains, "*"
// for anything.

const SCHEMES = new Set(['http:', 'https:']);
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

interface HostPattern {
  host: string;
  port: string | null;
}

function parsePattern(pattern: string): HostPattern {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(pattern.trim().toLowerCase());
  if (!match) return { host: pattern.trim().toLowerCase(), port: null };
  return { host: match[1].replace(/^\[|\]$/g, ''), port: match[2] ?? null };
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function hostMatches(host: string, wanted: string) {
  if (wanted.startsWith('.')) return host === wanted.slice(1) || host.endsWith(wanted);
  return host === wanted;
}

/** Whether the URL is http(s) on an allowed host and port. */
export function urlAllowed(allowedHosts: string[], url: URL): boolean {
  if (!SCHEMES.has(url.protocol) || !url.hostname) return false;
  const host = bareHost(url);
  const port = url.port || DEFAULT_PORT[url.protocol];
  return allowedHosts.some((pattern) => {
    if (pattern.trim() === '*') return true;
    const wanted = parsePattern(pattern);
    return hostMatches(host, wanted.host) && port === (wanted.port ?? DEFAULT_PORT[url.protocol]);
  });
}

/** Whether the URL's host is allowed on some port. */
const hostKnown = (allowedHosts: string[], url: URL) =>
  allowedHosts.some((pattern) => hostMatches(bareHost(url), parsePattern(pattern).host));

const parse = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** The error for a redirect URL that is not allowed, or null when it is. */
export function redirectUrlError(
  config: ServiceConfig,
  url: string,
  field = 'redirectUrl',
): (AccountErrorValue & { field: string; code: 'INVALID' }) | null {
  const parsed = parse(url);
  if (!parsed?.host)
    return { field, code: 'INVALID', message: 'Invalid URL. Please check if URL is in RFC 1808 format.' };
  if (!SCHEMES.has(parsed.protocol))
    return { field, code: 'INVALID', message: 'Only http and https URLs are allowed.' };
  if (!urlAllowed(config.allowedClientHosts, parsed)) {
    // Saleor names the domain alone; here the port too when it is the part refused.
    const named = hostKnown(config.allowedClientHosts, parsed) ? parsed.host : parsed.hostname;
    return {
      field,
      code: 'INVALID',
      message: `${named} is not allowed. Please check \`ALLOWED_CLIENT_HOSTS\` configuration.`,
    };
  }
  return null;
}

/** The URL when it is an allowed http(s) redirect, else null. */
export function allowedRedirect(config: ServiceConfig, url: string | null | undefined): URL | null {
  const parsed = url ? parse(url) : null;
  return parsed && urlAllowed(config.allowedClientHosts, parsed) ? parsed : null;
}

/** redirectUrl?email=..&token=.. (the query replaced, as Saleor's prepare_url does). */
export function linkWithToken(redirectUrl: string, email: string, token: string) {
  const url = new URL(redirectUrl);
  url.search = new URLSearchParams({ email, token }).toString();
  return url.toString();
}
