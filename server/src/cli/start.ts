import path from 'node:path';
import { startServer } from '../http/server';
import { announce } from './announce';
import { buildIfStale } from '../storefront/buildIfStale';
import { createStorefrontHandler } from '../storefront/storefrontHandler';

// `npm start`: the whole shop on one port (PORT, default 3000): the storefront (rebuilt when dist/ is
// missing or stale; public pages rendered on the server) and the embedded commerce service (GraphQL at
// /graphql/, images under /media/), with the demo shop seeded on first start.

const root = path.resolve(__dirname, '..', '..', '..');

async function main() {
  buildIfStale(root);
  let storefront: ReturnType<typeof createStorefrontHandler> | null = null;
  const server = await startServer({
    fallback: (req, res) => {
      if (storefront) storefront(req, res);
      else res.writeHead(503, { 'Retry-After': '1' }).end(); // still starting
    },
  });
  // Pages render from the service on this machine, whatever address it listens on.
  const host =
    server.config.host && !['0.0.0.0', '::'].includes(server.config.host) ? server.config.host : '127.0.0.1';
  storefront = createStorefrontHandler({
    root: path.join(root, 'dist'),
    serviceOrigin: `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`,
    siteOrigin: server.config.storefrontUrl,
    demoShop: server.config.demoMode,
  });
  announce('start', server.config, server.port);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[start]', error instanceof Error ? error.message : error);
  process.exit(1);
});
