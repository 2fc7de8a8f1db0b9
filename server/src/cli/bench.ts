import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../http/server';

// `npm run bench:server`: requests per second and latency of a 20-product listing (the product list
// page's query) at 10 connections, against the real service and database on this machine.
// BENCH_DATA_DIR reuses a seeded data folder (e.g. one made with `npm run seed -- --products 10000`).

// autocannon ships no types; this is the part of its API used here.
type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const LISTING = `query ProductList($after: String) {
  products(first: 20, after: $after, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name slug thumbnail(size: 256) { url alt } isAvailable
      pricing { priceRange { start { gross { amount currency } } stop { gross { amount currency } } } }
      category { name slug } } }
  }
}`;

async function main() {
  const own = !process.env.BENCH_DATA_DIR;
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startServer({ config: { ...loadConfig(), port: 0, dataDir } });
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  try {
    const result = await autocannon({
      url: `http://localhost:${server.port}/graphql/`,
      connections: 10,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LISTING, operationName: 'ProductList' }),
    });
    const products = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0]
      .n;
    console.log(
      `bench: 20-product listing, 10 connections, ${duration} s, ${products} products in the catalogue`,
    );
    console.log(
      `bench: ${result.requests.average.toFixed(0)} requests/s, median latency ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `bench: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  } finally {
    await server.close();
    if (own) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
