import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptedEncoding as preferredEncoding } from '../http/compression';
import { parseSources, storefrontCsp } from '../http/securityHeaders';

// Serves the built storefront (dist/): precompressed brotli or gzip when the browser takes it (made at
// build time, so no CPU per request), long-lived caching for content-hashed files, no caching for the
// files a deployment edits or that name the current build, and index.html for every other path
// without a file extension, so the client router can answer (including its own 404 page).

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
const NEVER_CACHED = new Set(['/index.html', '/config.json', '/build.json', '/build-manifest.json']);
const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;

export function cacheControlFor(urlPath: string): string {
  if (NEVER_CACHED.has(urlPath)) return 'no-store';
  if (urlPath.startsWith('/assets/')) return `public, max-age=${ONE_YEAR}, immutable`;
  if (urlPath.startsWith('/i18n/')) return `public, max-age=${ONE_DAY}`; // translations: 24 h
  return 'public, max-age=3600';
}

/** Picks br, then gzip, from Accept-Encoding (a q=0 refuses an encoding): the service's own rule. */
export { acceptedEncoding as preferredEncoding } from '../http/compression';

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

export interface StaticHandlerOptions {
  root: string;
  /** CSP_CONNECT_SRC and CSP_IMG_SRC: sources the page may call or show images from besides config.json's apiUrl. */
  env?: NodeJS.ProcessEnv;
}

export function createStaticHandler({ root, env = process.env }: StaticHandlerOptions) {
  const base = path.resolve(root);
  const connectSrc = parseSources(env.CSP_CONNECT_SRC);
  const imgSrc = parseSources(env.CSP_IMG_SRC);

  /** The page's CSP, with the API's origin read from config.json now (deployments edit it after the build). */
  async function pageCsp(): Promise<string> {
    const apiUrl = await readFile(path.join(base, 'config.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { apiUrl?: unknown }).apiUrl)
      .catch(() => undefined);
    return storefrontCsp({ apiUrl, connectSrc, imgSrc });
  }

  async function resolveFile(
    urlPath: string,
  ): Promise<{ urlPath: string; file: string; stats: Stats } | null> {
    const file = path.join(base, urlPath);
    if (!file.startsWith(base + path.sep)) return null; // "..": never outside dist/
    const stats = await fileStats(file);
    if (stats) return { urlPath, file, stats };
    if (path.extname(urlPath)) return null; // a missing chunk or image is a 404, not the app
    const index = path.join(base, 'index.html');
    const indexStats = await fileStats(index);
    return indexStats ? { urlPath: '/index.html', file: index, stats: indexStats } : null;
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (urlPath === '/') urlPath = '/index.html';
    const found = await resolveFile(urlPath);
    if (!found) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('Not found');
      return;
    }

    const ext = path.extname(found.file);
    const etag = `"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(found.urlPath),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (ext === '.html') headers['Content-Security-Policy'] = await pageCsp();
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }

    const encoding = COMPRESSIBLE.has(ext) ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      // A precompressed twin counts only when it is not older than the file (config.json is edited
      // by deployments after the build).
      const twin = `${found.file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const twinStats = await fileStats(twin);
      headers['Content-Encoding'] = encoding;
      if (twinStats && twinStats.mtimeMs >= found.stats.mtimeMs) {
        res.writeHead(200, { ...headers, 'Content-Length': String(twinStats.size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(twin).pipe(res);
        return;
      }
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const compressor =
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.createGzip();
      createReadStream(found.file).pipe(compressor).pipe(res);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(found.stats.size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
  };
}
