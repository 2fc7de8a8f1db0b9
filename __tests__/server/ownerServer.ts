import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/src/http/server';

// The service with a shop owner's back door, for tests that set up what the storefront's API cannot
// (a translation, a promotion, a tax rate, a voucher with a given rule): run by tsx in a process of
// its own (PGlite does not load in jest's module sandbox), with a second, loopback-only port. POST
// /sql runs statements on the service's own database and answers the last one's rows; GET
// /statements lists the statements the service sent since the last DELETE /statements.

async function main() {
  const server = await startServer();
  const statements: string[] = [];
  const query = server.db.query.bind(server.db);
  server.db.query = ((sql: string, ...rest: unknown[]) => {
    statements.push(sql);
    return (query as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as typeof server.db.query;

  const control = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/statements' && req.method === 'GET') return reply(200, statements);
      if (req.url === '/statements' && req.method === 'DELETE') {
        statements.length = 0;
        return reply(200, []);
      }
      if (req.url === '/sql' && req.method === 'POST') {
        const { sql } = JSON.parse(body) as { sql: string };
        server.db.exec(sql).then(
          (results) => reply(200, results.at(-1)?.rows ?? []),
          (error: unknown) => reply(500, { error: String(error) }),
        );
        return;
      }
      reply(404, null);
    });
  });
  control.listen(0, '127.0.0.1', () => {
    const port = (control.address() as AddressInfo).port;
    console.log(`service http://localhost:${server.port}/graphql/ owner=http://127.0.0.1:${port}`);
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
