import type { ServiceConfig } from '../config';
import type { AccountErrorValue } from './accountErrors';

// Saleor's validate_storefront_url: a redirect URL must be absolute and its host one of
// ALLOWED_CLIENT_HOSTS (exact, ".example.com" for a domain and its subdomains, or "*"). Ports are
// ignored, as Django's validate_host ignores them.

const hostname = (host: string) =>
  host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();

function hostAllowed(host: string, allowed: string[]) {
  return allowed.some((pattern) => {
    const wanted = hostname(pattern);
    if (wanted === '*') return true;
    if (wanted.startsWith('.')) return host === wanted.slice(1) || host.endsWith(wanted);
    return host === wanted;
  });
}

/** The error for a redirect URL that is not allowed, or null when it is. */
export function redirectUrlError(
  config: ServiceConfig,
  url: string,
  field = 'redirectUrl',
): AccountErrorValue | null {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed?.host)
    return { field, code: 'INVALID', message: 'Invalid URL. Please check if URL is in RFC 1808 format.' };
  const host = hostname(parsed.hostname);
  if (!hostAllowed(host, config.allowedClientHosts))
    return {
      field,
      code: 'INVALID',
      message: `${host} is not allowed. Please check \`ALLOWED_CLIENT_HOSTS\` configuration.`,
    };
  return null;
}

/** redirectUrl?email=..&token=.. (the query replaced, as Saleor's prepare_url does). */
export function linkWithToken(redirectUrl: string, email: string, token: string) {
  const url = new URL(redirectUrl);
  url.search = new URLSearchParams({ email, token }).toString();
  return url.toString();
}
