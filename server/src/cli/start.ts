import path from 'node:path';
import { startServer } from '../http/server';
import { buildIfStale } from '../storefront/buildIfStale';
import { createStaticHandler } from '../storefront/staticHandler';

// `npm start`: the whole shop on one port: the built storefront, and the embedded commerce service
// (GraphQL at /graphql/, mail outbox and hosted payment page under /_dev/, images under /media/).

const root = path.resolve(__dirname, '..', '..', '..');

async function main() {
  buildIfStale(root);
  const serveStatic = createStaticHandler({ root: path.join(root, 'dist') });
  const port = Number(process.env.PORT ?? 3000);
  const server = await startServer({
    port,
    fallback: (req, res) => {
      serveStatic(req, res).catch((error: unknown) => {
        console.error('[static]', req.url, error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    },
  });
  console.log(`[start] the shop is at http://localhost:${server.port}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[start]', error instanceof Error ? error.message : error);
  process.exit(1);
});
