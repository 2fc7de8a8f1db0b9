// Public runtime configuration, read from /config.json before the app renders so that one build can
// serve any deployment. Relative URLs and an empty siteOrigin resolve against the page's own origin.

export interface PublicConfig {
  /** Absolute URL of the GraphQL endpoint (Saleor's /graphql/ or the embedded service's). */
  apiUrl: string;
  /** Channel slug sent with every request and used for new checkouts. */
  channel: string;
  /**
   * Name of the header that carries the channel. Blank sends none (for a cross-origin API whose CORS
   * policy does not allow extra headers; the channel still goes in each operation's arguments).
   */
  channelHeader: string;
  /** Optional public API token; blank or the placeholder means "not configured". */
  publicApiToken: string;
  /** The storefront's public origin, used for redirect URLs in emails and payments. */
  siteOrigin: string;
  /** The shop's name, shown in the header and document titles. */
  shopName: string;
  /** The slug of the collection the home page features; blank for none. */
  featuredCollection: string;
  /**
   * Redux DevTools (time travel) on a production build, for the shop's developers. Off unless
   * config.json says `true`; development builds always have it.
   */
  devTools: boolean;
  /**
   * The shop is the embedded service's demo (SHOP_MODE=demo): the help page lists its promo codes and
   * gift cards. The server that renders the pages sets it in demo mode (a config.json may, for a
   * development server in front of the demo service); off in front of a real Saleor.
   */
  demoShop: boolean;
}

/** The text a deployment template leaves in place when nobody set a token. */
export const TOKEN_PLACEHOLDER = 'your-public-api-token';

export const defaultConfig: PublicConfig = {
  apiUrl: '/graphql/',
  channel: 'default-channel',
  channelHeader: 'Saleor-Channel',
  publicApiToken: '',
  siteOrigin: '',
  shopName: 'Aurora Shop',
  featuredCollection: 'summer-picks',
  devTools: false,
  demoShop: false,
};

export function hasPublicApiToken(config: Pick<PublicConfig, 'publicApiToken'>): boolean {
  const token = config.publicApiToken.trim();
  return token !== '' && token !== TOKEN_PLACEHOLDER;
}

/**
 * Fills in defaults and resolves relative URLs against `origin` (the page's location.origin): a
 * relative apiUrl is on the server that served the page, whatever public siteOrigin the emails use.
 */
export function normaliseConfig(raw: Partial<PublicConfig>, origin: string): PublicConfig {
  const merged = {
    ...defaultConfig,
    ...pickStrings(raw),
    devTools: devToolsSetting(raw.devTools),
    demoShop: raw.demoShop === true,
  };
  const pageOrigin = origin.replace(/\/+$/, '');
  const siteOrigin = (merged.siteOrigin || pageOrigin).replace(/\/+$/, '');
  return { ...merged, siteOrigin, apiUrl: new URL(merged.apiUrl, pageOrigin + '/').toString() };
}

type StringSetting = {
  [K in keyof PublicConfig]: PublicConfig[K] extends string ? K : never;
}[keyof PublicConfig];

function pickStrings(raw: Partial<PublicConfig>): Partial<PublicConfig> {
  const out: Partial<PublicConfig> = {};
  for (const key of Object.keys(defaultConfig) as (keyof PublicConfig)[]) {
    const value = raw[key];
    if (typeof defaultConfig[key] === 'string' && typeof value === 'string')
      out[key as StringSetting] = value;
  }
  return out;
}

/** Only a JSON `true` turns DevTools on; anything else but false or absence is said, and ignored. */
function devToolsSetting(value: unknown): boolean {
  if (value === undefined || typeof value === 'boolean') return value ?? defaultConfig.devTools;
  console.warn(`[config] devTools must be true or false, not ${JSON.stringify(value)} - DevTools stay off`);
  return false;
}

/** Loads /config.json (never cached by the server); falls back to defaults when it is missing. */
export async function loadConfig(origin: string, fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  let raw: Partial<PublicConfig> = {};
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (response.ok) raw = (await response.json()) as Partial<PublicConfig>;
    else console.warn('[config] /config.json answered', response.status, '- using defaults');
  } catch (error) {
    console.warn('[config] /config.json could not be loaded - using defaults', error);
  }
  return normaliseConfig(raw, origin);
}

/**
 * The configuration is given to the store when it is made and never changes after: it is state (so
 * DevTools shows it, and the API layer and thunks read it from getState) with a reducer that only
 * keeps it.
 */
export const configReducer = (state: PublicConfig = fallbackConfig()) => state;

/** The defaults, as a store made without a config.json sees them (tests, a store made on its own). */
export function fallbackConfig(): PublicConfig {
  return normaliseConfig({}, 'http://localhost:3000');
}

export const selectConfig = (state: { config: PublicConfig }): PublicConfig => state.config;
