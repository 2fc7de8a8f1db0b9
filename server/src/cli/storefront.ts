import http from 'node:http';
import path from 'node:path';
import { applySecurityHeaders } from '../http/securityHeaders';
import { buildIfStale } from '../storefront/buildIfStale';
import { createStorefrontHandler } from '../storefront/storefrontHandler';
import { keepConnectionsAlive } from '../http/keepAlive';

// `npm run storefront`: the storefront alone, in front of a Saleor (no embedded service): its pages,
// public ones rendered on this server from the Saleor API, and the built files. SALEOR_API_URL names
// the API (else config.json's apiUrl, which must then be absolute); PORT (3000) and HOST (this machine
// only unless set) as for `npm start`.

const root = path.resolve(__dirname, '..', '..', '..');

function main() {
  const apiUrl = process.env.SALEOR_API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\//.test(apiUrl))
    throw new Error(`SALEOR_API_URL must be an http(s) URL, not "${apiUrl}"`);
  buildIfStale(root);
  const handle = createStorefrontHandler({
    root: path.join(root, 'dist'),
    apiUrl,
    siteOrigin: process.env.STOREFRONT_URL?.replace(/\/+$/, ''),
  });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = keepConnectionsAlive(
    http.createServer((req, res) => {
      applySecurityHeaders(req, res);
      handle(req, res);
    }),
  );
  server.listen(port, host, () => {
    console.log(`[storefront] listening on ${host}:${port}; API: ${apiUrl ?? "config.json's apiUrl"}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error('[storefront]', error instanceof Error ? error.message : error);
  process.exit(1);
}
