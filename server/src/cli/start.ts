import http from 'node:http';
import path from 'node:path';
import { buildIfStale } from '../storefront/buildIfStale';
import { createStaticHandler } from '../storefront/staticHandler';

// `npm start`: builds the storefront when dist/ is missing or stale and serves it on PORT (3000).
// The embedded commerce service joins this same server and port when it lands (issue 3): it will
// answer /graphql/, /_dev/ and /media/ and hand everything else to the static handler below.

const root = path.resolve(__dirname, '..', '..', '..');

function main() {
  buildIfStale(root);
  const serveStatic = createStaticHandler({ root: path.join(root, 'dist') });
  const port = Number(process.env.PORT ?? 3000);
  const server = http.createServer((req, res) => {
    serveStatic(req, res).catch((error: unknown) => {
      console.error('[static]', req.url, error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.listen(port, () => console.log(`[start] the shop is at http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error('[start]', error instanceof Error ? error.message : error);
  process.exit(1);
}
