import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/src/http/server';

// The service for translations.test.ts, run by tsx in a process of its own (PGlite does not load in
// jest's module sandbox), with a second, loopback-only HTTP port for the test: POST /sql runs a
// statement on the service's own database (as a shop owner's tool writing a translation would),
// GET /statements lists the statements the service sent since the last DELETE /statements.

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
        query(sql).then(
          (result) => reply(200, result.rows),
          (error: unknown) => reply(500, { error: String(error) }),
        );
        return;
      }
      reply(404, null);
    });
  });
  control.listen(0, '127.0.0.1', () => {
    const port = (control.address() as AddressInfo).port;
    console.log(`translations-test service=${server.port} control=${port}`);
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
