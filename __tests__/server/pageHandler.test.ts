import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPageHandler } from '../../server/src/storefront/pageHandler';

// The storefront server's pages over HTTP, with a stand-in for the server build of the app (the real
// one is built by webpack and met by the browser suite): how a page is put together, its headers, and
// what happens when rendering fails.

const root = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
const renderModule = path.join(root, 'render.cjs');
let server: http.Server;
let base: string;

// The build's index.html is minified (unquoted attributes), as html-webpack-plugin writes it.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta name=description content="Shop"><link rel=preload href=/config.json as=fetch crossorigin><title>Aurora Shop</title><script defer src=/assets/main.js></script></head><body><noscript>Needs JavaScript</noscript><div id=root></div></body></html>';

const STAND_IN = `
exports.pageLocale = (cookie, acceptLanguage) => (/zh/.test(cookie + acceptLanguage) ? 'zh-CN' : 'en');
exports.isServerRendered = (pathname) => !pathname.startsWith('/cart');
exports.normaliseConfig = (raw, origin) => ({ ...raw, apiUrl: new URL(raw.apiUrl || '/graphql/', origin + '/').toString() });
exports.pageDataScript = (data) => '<script id="page-data" type="application/json">' + JSON.stringify(data) + '</script>';
exports.renderPage = async ({ url, locale, config }) => {
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('the API is down');
  if (pathname === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  return {
    kind: 'page',
    status: pathname === '/missing' ? 404 : 200,
    head: '<title>' + pathname + '</title>',
    html: '<main>' + locale + ' ' + config.apiUrl + ' $& $1</main>',
    rendered: { api: {}, router: {} },
  };
};`;

beforeAll(async () => {
  mkdirSync(path.join(root, 'i18n', 'en'), { recursive: true });
  mkdirSync(path.join(root, 'i18n', 'zh-CN'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  writeFileSync(path.join(root, 'config.json'), '{"channel":"c1","apiUrl":"/graphql/"}');
  writeFileSync(path.join(root, 'i18n', 'en', 'messages.json'), '{"hello":"Hello"}');
  writeFileSync(path.join(root, 'i18n', 'zh-CN', 'messages.json'), '{"hello":"你好"}');
  writeFileSync(renderModule, STAND_IN);
  const serve = createPageHandler({ root, renderModule, serviceOrigin: 'http://127.0.0.1:9' });
  server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(base + p, { headers, redirect: 'manual' });
const pageData = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as {
    config: { channel: string };
    locale: string;
    messages: Record<string, string>;
    rendered?: unknown;
  };

describe('the storefront server pages', () => {
  it('sends a public page rendered, in the language asked for, with its data and CDN cache headers', async () => {
    const res = await get('/products/lamp', { 'Accept-Language': 'zh-CN,zh;q=0.9', 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    // The page's own head replaces the template's; the relative apiUrl is the service's on this machine.
    expect(html).toContain('<title>/products/lamp</title>');
    expect(html).not.toContain('<title>Aurora Shop</title>');
    expect(html).not.toContain('content="Shop"');
    expect(html).toContain('<div id="root"><main>zh-CN http://127.0.0.1:9/graphql/ $& $1</main></div>');
    expect(html).not.toContain('/config.json');
    expect(html).not.toContain('<noscript>');
    const data = pageData(html);
    expect(data).toEqual({
      config: { channel: 'c1', apiUrl: '/graphql/' }, // as deployed: the browser resolves it itself
      locale: 'zh-CN',
      messages: { hello: '你好' },
      rendered: { api: {}, router: {} },
    });
  });

  it("answers the page's status (404) and its redirects", async () => {
    expect((await get('/missing')).status).toBe(404);
    const moved = await get('/old');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/new');
  });

  it("leaves a shopper's own page to the browser, never cached, with configuration and messages inline", async () => {
    const res = await get('/cart', { Cookie: 'i18n_redirected=zh-CN' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('<title>Aurora Shop</title>');
    const data = pageData(html);
    expect(data.locale).toBe('zh-CN');
    expect(data.rendered).toBeUndefined();
  });

  it('sends a page that fails to render unrendered, for the browser to render, and says why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await get('/broken');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id=root></div>');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('rendering %s failed'),
      '/broken',
      expect.objectContaining({ message: 'the API is down' }),
    );
    error.mockRestore();
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await fetch(base + '/products/lamp', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});
