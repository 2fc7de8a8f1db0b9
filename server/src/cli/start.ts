import path from 'node:path';
import { startServer } from '../http/server';
import { announce } from './announce';
import { buildIfStale } from '../storefront/buildIfStale';
import { createStaticHandler } from '../storefront/staticHandler';

// `npm start`: the whole shop on one port (PORT, default 3000): the built storefront (rebuilt when
// dist/ is missing or stale) and the embedded commerce service (GraphQL at /graphql/, images under
// /media/), with the demo shop seeded on first start.

const root = path.resolve(__dirname, '..', '..', '..');

async function main() {
  buildIfStale(root);
  const serveStatic = createStaticHandler({ root: path.join(root, 'dist') });
  const server = await startServer({
    fallback: (req, res) => {
      serveStatic(req, res).catch((error: unknown) => {
        console.error('[static]', req.url, error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    },
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
