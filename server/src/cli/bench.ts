import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../http/server';
import { DEMO_CUSTOMER } from '../seed/seed';

// `npm run bench:server`: requests per second and latency of a 20-product listing (the product list
// page's query) at 10 connections, against the real service and database on this machine: alone,
// then beside a stream of cost bombs (refused before they run) and beside a login storm (wrong
// passwords, throttled). Loopback only; each run lasts BENCH_SECONDS (10) and the side streams are
// capped in rate, so a run is bounded in time and in requests.
// BENCH_DATA_DIR reuses a seeded data folder (e.g. one made with `npm run seed -- --products 10000`).

// autocannon ships no types; this is the part of its API used here.
interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
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

// Issue 15's query that stalled the shop for 17 s: five aliases of three nested pages of 100
// products (cost 10,101,000), now refused with QueryCostError before anything runs.
const nestedPages = `products(first: 100, channel: "default-channel") { edges { node { id name slug
  category { id name products(first: 100, channel: "default-channel") { edges { node { id name slug
    category { id name products(first: 100, channel: "default-channel") { edges { node { id name
      variants { id } } } } } } } } } } } }`;
const COST_BOMB = `{ ${[1, 2, 3, 4, 5].map((i) => `a${i}: ${nestedPages}`).join('\n')} }`;

const LOGIN = `mutation { tokenCreate(email: "${DEMO_CUSTOMER.email}", password: "not-the-password") {
  token errors { code message } } }`;

const SIDE_STREAMS = {
  'cost bombs': { query: COST_BOMB, connections: 4, overallRate: 200 },
  'login storm': { query: LOGIN, connections: 4, overallRate: 100 },
} as const;

const summary = (r: Result) =>
  `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms ` +
  `(${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

async function main() {
  const own = !process.env.BENCH_DATA_DIR;
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startServer({ config: { ...loadConfig(), port: 0, host: null, dataDir } });
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const url = `http://127.0.0.1:${server.port}/graphql/`;
  const run = (query: string, options: Record<string, unknown>) =>
    autocannon({
      url,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
      ...options,
    });
  try {
    const products = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0]
      .n;
    console.log(
      `bench: 20-product listing, 10 connections, ${duration} s a run, ${products} products in the catalogue`,
    );
    console.log(`bench: listing alone: ${summary(await run(LISTING, { connections: 10 }))}`);
    for (const [name, side] of Object.entries(SIDE_STREAMS)) {
      const [listing, beside] = await Promise.all([
        run(LISTING, { connections: 10 }),
        run(side.query, { connections: side.connections, overallRate: side.overallRate }),
      ]);
      console.log(`bench: listing beside ${name}: ${summary(listing)}`);
      console.log(
        `bench:   ${name} (${side.connections} connections, at most ${side.overallRate}/s): ${summary(beside)}`,
      );
    }
  } finally {
    await server.close();
    if (own) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
