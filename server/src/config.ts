import path from 'node:path';

// The service's configuration, from the environment. Defaults run the whole shop on one machine.

export interface ServiceConfig {
  port: number;
  /**
   * Where the shop listens: loopback only (127.0.0.1 and ::1) unless HOST names an address, as
   * webpack-dev-server and Vite do; HOST=0.0.0.0 (or ::) publishes it.
   */
  host: string | null;
  /**
   * Demo mode (the default of a fresh `npm start`): the /_dev/ pages that stand in for the outside
   * world (the mail outbox, with every emailed sign-in link) are served to this machine.
   * SHOP_MODE=production (or NODE_ENV=production with no SHOP_MODE) turns it off; SHOP_MODE=demo on.
   */
  demoMode: boolean;
  /** Trust X-Forwarded-For/-Host/-Proto (TRUST_PROXY=true): only behind a proxy that sets them. */
  trustProxy: boolean;
  dataDir: string;
  channelSlug: string;
  /** Public origin of the storefront: links in emails and payment redirects point here. */
  storefrontUrl: string;
  /** Hosts a redirectUrl may point at (Saleor's ALLOWED_CLIENT_HOSTS). */
  allowedClientHosts: string[];
  /** Origins allowed to call the API from another origin (CORS); the storefront's own is always allowed. */
  corsOrigins: string[];
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Database time one GraphQL request may use, in milliseconds (REQUEST_TIMEOUT_MS, default 1000). */
  requestTimeoutMs: number;
  /** Lifetimes of the access and refresh tokens, in seconds (Saleor: 5 minutes and 30 days). */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** The shop's default country (Saleor's DEFAULT_COUNTRY): Shop.defaultCountry. */
  defaultCountry: string;
  /**
   * New accounts confirm their email before logging in (Saleor's enableAccountConfirmationByEmail);
   * ACCOUNT_CONFIRMATION=false turns it off.
   */
  accountConfirmation: boolean;
  /** Lifetime of the emailed one-time tokens (confirmation, password reset), in seconds (3 days). */
  accountTokenTtl: number;
  /**
   * Anonymous catalogue reads are answered from memory until the catalogue changes
   * (graphql/responseCache.ts); RESPONSE_CACHE=off turns that off (to measure what a read costs).
   */
  responseCache: boolean;
}

const yes = (value: string | undefined) => /^(true|1|yes|on)$/i.test(value ?? '');

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts a redirect URL may name when ALLOWED_CLIENT_HOSTS is not set: the storefront's own. A
 * storefront on a loopback name is reached by all three (the shop listens on 127.0.0.1 and ::1), so
 * each of them, on the storefront's port, is its own host too.
 */
function storefrontHosts(storefrontUrl: string): string[] {
  const url = new URL(storefrontUrl);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.host];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_NAMES.map((name) => name + port);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const port = Number(env.PORT ?? 3000);
  const storefrontUrl = (env.STOREFRONT_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mode = env.SHOP_MODE?.trim().toLowerCase() || null;
  if (mode && mode !== 'demo' && mode !== 'production')
    throw new Error(`SHOP_MODE must be "demo" or "production", not "${env.SHOP_MODE}"`);
  return {
    port,
    host: env.HOST?.trim() || null,
    demoMode: mode ? mode === 'demo' : env.NODE_ENV !== 'production',
    trustProxy: yes(env.TRUST_PROXY),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    channelSlug: env.CHANNEL_SLUG ?? 'default-channel',
    storefrontUrl,
    allowedClientHosts: list(env.ALLOWED_CLIENT_HOSTS).length
      ? list(env.ALLOWED_CLIENT_HOSTS)
      : storefrontHosts(storefrontUrl),
    corsOrigins: [new URL(storefrontUrl).origin, ...list(env.CORS_ORIGINS)],
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1_000_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 1000),
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 300),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'US').toUpperCase(),
    accountConfirmation: !/^(false|0|no|off)$/i.test(env.ACCOUNT_CONFIRMATION ?? 'true'),
    accountTokenTtl: Number(env.ACCOUNT_TOKEN_TTL ?? 3 * 24 * 3600),
    responseCache: !/^(false|0|no|off)$/i.test(env.RESPONSE_CACHE ?? 'true'),
  };
}
