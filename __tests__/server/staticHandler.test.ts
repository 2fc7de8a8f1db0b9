import { mkdtempSync, mkdirSync, writeFileSync, utimesSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticHandler, preferredEncoding } from '../../server/src/storefront/staticHandler';
import { scriptHashSource } from '../../server/src/http/securityHeaders';
import { colourSchemeInitScript } from '../../src/features/colourMode/colourSchemeInitScript';

let server: http.Server;
let base: string;
const root = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
const bigScript = 'console.log("storefront");\n'.repeat(200);

beforeAll(async () => {
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'i18n', 'en'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'config.json'), '{"channel":"edited-after-build"}');
  writeFileSync(path.join(root, 'build.json'), '{"buildId":"b1"}');
  writeFileSync(
    path.join(root, 'build-manifest.json'),
    '{"buildId":"b1","entry":["assets/main.0123456789.js"]}',
  );
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(root, 'assets', 'main.0123456789.js'), bigScript);
  writeFileSync(path.join(root, 'assets', 'main.0123456789.js.br'), zlib.brotliCompressSync(bigScript));
  writeFileSync(path.join(root, 'assets', 'main.0123456789.js.gz'), zlib.gzipSync(bigScript));
  writeFileSync(path.join(root, 'i18n', 'en', 'messages.json'), '{"a":"b"}');
  // A precompressed twin older than its file (config.json edited after the build) must not be served.
  writeFileSync(path.join(root, 'config.json.gz'), zlib.gzipSync('{"channel":"stale"}'));
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(root, 'config.json.gz'), past, past);

  const serve = createStaticHandler({ root });
  server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers });

describe('the storefront static server', () => {
  it('serves hashed assets brotli-compressed with a one-year immutable cache', async () => {
    const res = await get('/assets/main.0123456789.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(bigScript); // fetch decodes it
  });

  it('falls back to gzip, and to plain bytes when the browser takes neither', async () => {
    expect(
      (await get('/assets/main.0123456789.js', { 'Accept-Encoding': 'gzip' })).headers.get(
        'content-encoding',
      ),
    ).toBe('gzip');
    const plain = await get('/assets/main.0123456789.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(bigScript)));
  });

  it('never caches index.html and config.json, and serves an edited config.json, not its stale twin', async () => {
    const config = await get('/config.json', { 'Accept-Encoding': 'gzip' });
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ channel: 'edited-after-build' });
    expect((await get('/')).headers.get('cache-control')).toBe('no-store');
  });

  it('never caches the latest-build marker or the build manifest: a new deploy is seen at once', async () => {
    for (const file of ['/build.json', '/build-manifest.json'])
      expect((await get(file)).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps translations for a day', async () => {
    expect((await get('/i18n/en/messages.json')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves a real robots.txt as text', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain('User-agent');
  });

  it('answers every other path without an extension with index.html, so the app can show its 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers a missing file with an extension with 404 (a missing chunk must fail to load)', async () => {
    expect((await get('/assets/gone.abc.js')).status).toBe(404);
  });

  it('never leaves dist/', async () => {
    const res = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).toBe(404);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/robots.txt');
    const again = await get('/robots.txt', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('reads Accept-Encoding preferences, including refusals', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("the storefront page's Content-Security-Policy", () => {
  const directives = (res: Response) =>
    Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  // Scripts: the shop's files and the colour-mode script in <head>, by the hash of its text.
  const scriptSources = ["'self'", scriptHashSource(colourSchemeInitScript)];

  it('runs only the shop’s own scripts, allows inline styles, and lets nothing frame the page', async () => {
    const policy = directives(await get('/checkout'));
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': scriptSources,
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect((await get('/')).headers.get('content-security-policy')).toBeTruthy();
    // Scripts and data are not pages: the policy is the page's alone.
    expect((await get('/assets/main.0123456789.js')).headers.get('content-security-policy')).toBeNull();
  });

  it("lets the page call config.json's API on another origin, and CSP_CONNECT_SRC / CSP_IMG_SRC add sources", async () => {
    const otherRoot = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(path.join(otherRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(otherRoot, 'config.json'), '{"apiUrl":"https://api.example.com/graphql/"}');
    const serve = createStaticHandler({
      root: otherRoot,
      env: { CSP_CONNECT_SRC: 'https://events.example.com', CSP_IMG_SRC: 'https://cdn.example.com, bad;x' },
    });
    const other = http.createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/products`;
      const policy = directives(await fetch(url));
      expect(policy['connect-src']).toEqual([
        "'self'",
        'https://api.example.com',
        'https://events.example.com',
      ]);
      expect(policy['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://api.example.com',
        'https://cdn.example.com',
      ]);
      expect(policy['script-src']).toEqual(scriptSources);
      // A deployment edits config.json after the build: the next page load follows it.
      writeFileSync(path.join(otherRoot, 'config.json'), '{"apiUrl":"//saleor.example.org/graphql/"}');
      expect(directives(await fetch(url))['connect-src']).toEqual([
        "'self'",
        'saleor.example.org',
        'https://events.example.com',
      ]);
    } finally {
      other.closeAllConnections(); // fetch keeps the connection alive
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
