import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { startServer } from '../http/server';
import { DEMO_CUSTOMER, seedDemoShop } from '../seed/seed';
import { benchService } from './benchService';

// `npm run bench:server`: the service's benchmark (benchService.ts): a 20-product listing, a search,
// a product page and checkoutLinesAdd at 10 connections, with req/s, p50/p95/p99 and the service's
// memory. BENCH_DATA_DIR reuses a seeded data folder (e.g. one made with
// `npm run seed -- --products 10000`); BENCH_SECONDS sets each run's length (10).
// `npm run bench:server -- beside`: the listing alone, then beside a stream of cost bombs (refused
// before they run) and beside a login storm (wrong passwords, throttled); the side streams are capped
// in rate, so a run is bounded in time and in requests.
// `npm run bench:server -- search-scale`: a search's first ranked page at 300, 1,000 and 3,000
// products (the seed's own catalogue), one request at a time, BENCH_SEARCH_RUNS (5) times a term: the
// medians of wall time and of this process's processor time, which holds the database's (what
// REQUEST_TIMEOUT_MS budgets) plus the HTTP and GraphQL work around it.

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

// A query that once stalled the shop for 17 s: five aliases of three nested pages of 100 products (cost
// 10,101,000), now refused with QueryCostError before anything runs.
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

async function benchListing() {
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

const SEARCH = `query Search($search: String) {
  products(first: 20, channel: "default-channel", search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name slug thumbnail(size: 256) { url alt } isAvailable
      pricing { priceRange { start { gross { amount currency } } stop { gross { amount currency } } } }
      category { name slug } } }
  }
}`;
// Common words and rare ones, a prefix, two words, an accent: what shoppers type in the search box;
// and "returns", in every product's description, so every product is matched and ranked.
const SEARCH_TERMS = ['tee', 'camp', 'black', 'denim jeans', 'wool', 'café', 'lamp', 'returns'];
const SEARCH_SIZES = [300, 1000, 3000];
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Wall and processor time of one search, in ms; throws if the answer holds errors. */
async function timedSearch(url: string, search: string) {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SEARCH, variables: { search } }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  const { user, system } = process.cpuUsage(cpuStart);
  if (body.errors) throw new Error(`search "${search}" failed: ${body.errors[0].message}`);
  return { wall: performance.now() - wallStart, cpu: (user + system) / 1000 };
}

async function benchSearch() {
  const config = loadConfig();
  console.log(
    `bench: search, first ranked page of 20, terms ${SEARCH_TERMS.map((t) => `"${t}"`).join(', ')}, ` +
      `${SEARCH_RUNS} runs each after one warm-up; the service's budget is ${config.requestTimeoutMs} ms`,
  );
  for (const products of SEARCH_SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    try {
      const seedStart = performance.now();
      const db = await openDatabase(dataDir);
      await seedDemoShop(db, { ...config, dataDir }, { products });
      await db.close();
      const seedMs = performance.now() - seedStart;
      // A budget out of reach, so a slow search is measured rather than stopped.
      const server = await startServer({
        config: { ...config, port: 0, host: null, dataDir, requestTimeoutMs: 600_000 },
      });
      try {
        const url = `http://127.0.0.1:${server.port}/graphql/`;
        const perTerm: { term: string; wall: number; cpu: number }[] = [];
        for (const term of SEARCH_TERMS) {
          await timedSearch(url, term);
          const runs = [];
          for (let run = 0; run < SEARCH_RUNS; run++) runs.push(await timedSearch(url, term));
          perTerm.push({ term, wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) });
        }
        const slowest = perTerm.reduce((a, b) => (b.cpu > a.cpu ? b : a));
        console.log(
          `bench: search at ${products} products: median ${median(perTerm.map((t) => t.wall)).toFixed(0)} ms wall, ` +
            `${median(perTerm.map((t) => t.cpu)).toFixed(0)} ms processor; slowest term "${slowest.term}" ` +
            `${slowest.wall.toFixed(0)} ms wall, ${slowest.cpu.toFixed(0)} ms processor ` +
            `(seeded in ${(seedMs / 1000).toFixed(1)} s)`,
        );
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

async function main() {
  const mode = process.argv[2];
  if (!mode) await benchService({ log: (line) => console.log(line) });
  else if (mode === 'beside') await benchListing();
  else if (mode === 'search-scale') await benchSearch();
  else throw new Error(`bench: unknown case "${mode}" (beside or search-scale)`);
}

export { benchService, type ServiceBenchFigures } from './benchService';

// Run as a script (`npm run bench:server`); imported, it only lends benchService.
if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
