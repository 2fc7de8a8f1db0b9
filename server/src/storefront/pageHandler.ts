import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseSources, storefrontCsp } from '../http/securityHeaders';
import { installServiceFetch, withServiceHost } from './serviceFetch';
import { HOST } from '../graphql/context';
import { acceptedEncoding, compress } from '../http/compression';

// The storefront's pages. Every page carries the deployment's configuration and the shopper's
// language with its messages, so the browser starts without another request. Public pages (the
// catalogue and information pages, and the 404 page) come rendered, with the data they were rendered
// from: the same HTML for every visitor of a language, which a CDN may keep (s-maxage). A shopper's own
// pages (cart, checkout, orders, account) need the session the browser keeps, so the browser renders them.

/** What the server build of the app (dist-server/render.js, src/app/ssr/renderPage.tsx) provides. */
interface RenderModule {
  pageLocale(cookie: string, acceptLanguage: string): string;
  isServerRendered(pathname: string): boolean;
  renderPage(request: {
    url: string;
    locale: string;
    messages: unknown;
    config: Record<string, unknown>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; html: string; rendered: unknown }
  >;
  pageDataScript(data: { config: unknown; locale: string; messages: unknown; rendered?: unknown }): string;
  normaliseConfig(raw: Record<string, unknown>, origin: string): Record<string, unknown>;
}

export interface PageHandlerOptions {
  /** The browser build (dist/). */
  root: string;
  /** The server build of the app (dist-server/render.js). */
  renderModule: string;
  /**
   * The embedded service's origin on this machine (http://127.0.0.1:PORT), which a relative apiUrl
   * names; absent when the storefront runs alone in front of a Saleor (apiUrl then must be absolute).
   */
  serviceOrigin?: string;
  /** Replaces config.json's apiUrl (SALEOR_API_URL), for the server and the browser alike. */
  apiUrl?: string;
  /** The shop's public origin (STOREFRONT_URL) for canonical URLs when config.json names none. */
  siteOrigin?: string;
  /**
   * The embedded service runs the demo shop (SHOP_MODE=demo): the pages' configuration says so, and the
   * help page lists the demo's promo codes. Never set in front of a real Saleor.
   */
  demoShop?: boolean;
  /** CSP_CONNECT_SRC and CSP_IMG_SRC, as for the static files. */
  env?: NodeJS.ProcessEnv;
}

/** A rendered catalogue page may be served from a shared cache for a minute, and while it refreshes for ten. */
export const RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A file read again only when it changes (a deployment may edit config.json while the server runs). */
function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async (file: string): Promise<T> => {
    const { mtimeMs } = await stat(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

export function createPageHandler({
  root,
  renderModule,
  serviceOrigin,
  apiUrl,
  siteOrigin,
  demoShop = false,
  env = process.env,
}: PageHandlerOptions) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time
  const app = require(renderModule) as RenderModule;
  if (serviceOrigin) installServiceFetch();
  const readText = fileCache((text) => text);
  const readJson = fileCache((text) => JSON.parse(text) as unknown);
  const connectSrc = parseSources(env.CSP_CONNECT_SRC);
  const imgSrc = parseSources(env.CSP_IMG_SRC);

  async function deploymentConfig(): Promise<Record<string, unknown>> {
    const raw = (await readJson(path.join(root, 'config.json')).catch(() => ({}))) as Record<string, unknown>;
    return { ...raw, ...(apiUrl && { apiUrl }), ...(demoShop && { demoShop: true }) };
  }

  /** The configuration the server's own requests use: a relative apiUrl is the embedded service's. */
  function serverConfig(raw: Record<string, unknown>, pageOrigin: string) {
    const site =
      typeof raw.siteOrigin === 'string' && raw.siteOrigin ? raw.siteOrigin : (siteOrigin ?? pageOrigin);
    return app.normaliseConfig({ ...raw, siteOrigin: site }, serviceOrigin ?? pageOrigin);
  }

  async function compose(req: IncomingMessage, url: URL) {
    const host = HOST.test(req.headers.host ?? '') ? (req.headers.host as string) : 'localhost';
    const pageOrigin = `${url.protocol}//${host}`;
    const locale = app.pageLocale(req.headers.cookie ?? '', req.headers['accept-language'] ?? '');
    const [template, config, messages] = await Promise.all([
      readText(path.join(root, 'index.html')),
      deploymentConfig(),
      readJson(path.join(root, 'i18n', locale, 'messages.json')),
    ]);
    const shell = {
      status: 200,
      template,
      config,
      locale,
      messages,
      head: '',
      html: '',
      rendered: undefined as unknown,
    };
    if (!app.isServerRendered(url.pathname)) return shell;
    try {
      const render = () =>
        app.renderPage({
          url: pageOrigin + url.pathname + url.search,
          locale,
          messages,
          config: serverConfig(config, pageOrigin),
        });
      const page = await (serviceOrigin ? withServiceHost(serviceOrigin, host, render) : render());
      if (page.kind === 'redirect') return { ...shell, status: page.status, redirect: page.location };
      return { ...shell, status: page.status, head: page.head, html: page.html, rendered: page.rendered };
    } catch (error) {
      // The browser can still render the page (and show what went wrong there): serve it unrendered.
      console.error('[pages] rendering %s failed; the browser renders it:', url.pathname, error);
      return shell;
    }
  }

  return async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const page = await compose(req, url);
    if ('redirect' in page && page.redirect) {
      res.writeHead(page.status, { Location: page.redirect, 'Cache-Control': 'no-store' }).end();
      return;
    }
    const rendered = page.rendered !== undefined;
    const data = app.pageDataScript({
      config: page.config,
      locale: page.locale,
      messages: page.messages,
      ...(rendered ? { rendered: page.rendered } : {}),
    });
    let document = page.template
      .replace(/<html\b[^>]*>/, `<html lang="${page.locale}">`)
      // The configuration is in the page: nothing to fetch ahead.
      .replace(/<link\b[^>]*href="?\/config\.json"?[^>]*>/, '')
      .replace('</body>', () => `${data}</body>`);
    if (rendered) {
      document = document
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta\b[^>]*name="?description"?[^>]*>/, '')
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace('</head>', () => `${page.head}</head>`)
        // A function, so that "$&" and the like in the page's text stay as they are.
        .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>`);
    }

    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': rendered ? RENDERED_CACHE_CONTROL : 'no-store',
      // The language comes from the cookie or Accept-Language.
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
      'Content-Security-Policy': storefrontCsp({ apiUrl: page.config.apiUrl, connectSrc, imgSrc }),
    };
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const encoded = encoding ? compress(document, encoding) : Buffer.from(document, 'utf8');
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(encoded.length);
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : encoded);
  };
}
