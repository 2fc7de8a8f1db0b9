import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The service's benchmark as a function (`npm run bench:server` prints it; other scripts call
// benchService() for the figures): the real service in a process of its own, on this machine's
// loopback, at 10 connections, for the requests a shopper's pages make most:
//   listing   the product list page's 20 products (sorted by name),
//   search    the search page's first ranked page for "tee",
//   details   the product page of one product (variants with their attributes and pictures),
//   cart      checkoutLinesAdd, the cart's mutation, with the cart's answer,
// each as req/s and latency p50/p95/p99, plus the service's resident memory after it started.
// The catalogue reads run twice: as served (anonymous reads are answered from the response cache
// once made) and with RESPONSE_CACHE=off, which shows what the database and GraphQL cost per
// request. Requests ask for gzip or brotli as a browser does.

// autocannon ships no types; this is the part of its API used here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Called before each request this entry sends; what it returns is sent. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonInstance extends Promise<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
  ): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

export interface CaseFigures {
  name: string;
  /** Requests answered per second over the run. */
  reqPerSec: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, connection errors and timeouts: any is a failed run. */
  non2xx: number;
  errors: number;
  /** Mean bytes on the wire per answer (headers included), after compression. */
  bytesPerResponse: number;
}

export interface ServiceBenchFigures {
  products: number;
  connections: number;
  seconds: number;
  /** The service's resident memory right after it started (and seeded, on an empty folder), in MB. */
  rssAfterStartMb: number;
  /** The same after the runs. */
  rssAfterRunsMb: number;
  /** As served (response cache on), then the catalogue reads again with the cache off. */
  cases: CaseFigures[];
}

export interface BenchServiceOptions {
  /** A seeded data folder to reuse (BENCH_DATA_DIR); a fresh demo shop otherwise. */
  dataDir?: string;
  /** Length of each run, in seconds (BENCH_SECONDS, default 10). */
  seconds?: number;
  connections?: number;
  /** Skip the runs with the response cache off. */
  skipUncached?: boolean;
  /** Where progress lines go (default: nowhere). */
  log?: (line: string) => void;
}

const LISTING = `query ProductList($after: String) {
  products(first: 20, after: $after, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name slug thumbnail(size: 256) { url alt } isAvailable
      pricing { priceRange { start { gross { amount currency } } stop { gross { amount currency } } } }
      category { name slug } } }
  }
}`;

const SEARCH = `query Search($search: String) {
  products(first: 20, channel: "default-channel", search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name slug thumbnail(size: 256) { url alt } isAvailable
      pricing { priceRange { start { gross { amount currency } } stop { gross { amount currency } } } }
      category { name slug } } }
  }
}`;

// The storefront's product page query (src/features/product/ProductDetails.graphql).
const DETAILS = `query ProductDetails($slug: String!, $channel: String!) {
  product(slug: $slug, channel: $channel) {
    id name slug description seoTitle seoDescription
    category { id name slug ancestors(first: 10) { edges { node { id name slug level } } } }
    thumbnail(size: 1024) { url alt }
    media { id alt url(size: 1024) thumbUrl: url(size: 128) }
    pricing { priceRange { start { gross { amount currency } } stop { gross { amount currency } } } }
    productType { id name isShippingRequired }
    variants { id name sku trackInventory quantityAvailable media { id }
      attributes { attribute { id name slug } values { id name slug } }
      pricing { price { gross { amount currency } } } }
  }
}`;

// The cart's view of a checkout (src/features/cart/Cart.graphql), answered by every cart mutation.
const CART_CHECKOUT = `fragment CartCheckout on Checkout {
  id token quantity isShippingRequired
  lines { id quantity
    variant { id name sku media { url(size: 160) alt } quantityAvailable
      pricing { price { gross { amount currency } } }
      product { name slug thumbnail(size: 160) { url alt } } }
    unitPrice { gross { amount currency } }
    totalPrice { gross { amount currency } } }
  subtotalPrice { gross { amount currency } }
  shippingPrice { gross { amount currency } }
  totalPrice { gross { amount currency } }
}`;
const CART_CREATE = `mutation CartCreate($lines: [CheckoutLineInput!]!) {
  checkoutCreate(input: { channel: "default-channel", lines: $lines }) { checkout { id } errors { code message } }
}`;
const CART_LINES_ADD = `mutation CartLinesAdd($id: ID!, $lines: [CheckoutLineInput!]!) {
  checkoutLinesAdd(id: $id, lines: $lines) { checkout { ...CartCheckout } errors { field message code variants } }
}
${CART_CHECKOUT}`;

/** Carts the mutation spreads over, and variants per cart: every line stays far below the limit of 50. */
const CARTS = 100;
const VARIANTS_PER_CART = 4;

const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface RunningService {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The service's resident memory, from /proc (Linux), in MB; NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

/** The service as `npm run server` runs it (node with tsx's loader), on a free loopback port. */
async function startServiceProcess(dataDir: string, env: Record<string, string>): Promise<RunningService> {
  const root = path.resolve(__dirname, '../../..');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/cli/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '', DATA_DIR: dataDir, SHOP_MODE: 'demo', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /localhost:(\d+)\/graphql\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`the service exited (${code}) before listening:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/graphql/`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`bench: ${body.errors?.[0]?.message ?? response.status}`);
  return body.data;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One case: autocannon at `connections`, latencies kept per answer so p95 is exact. */
async function runCase(
  name: string,
  url: string,
  seconds: number,
  connections: number,
  requests: AutocannonRequest[],
): Promise<CaseFigures> {
  const latencies: number[] = [];
  let bytes = 0;
  const instance = autocannon({
    url,
    duration: seconds,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
    requests,
  });
  instance.on('response', (_client, _status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    reqPerSec: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** What the runs ask for: a product with variants (its slug) and variants in stock for the carts. */
async function prepare(url: string) {
  const { products } = await gql<{
    products: {
      totalCount: number;
      edges: { node: { slug: string; variants: { id: string; quantityAvailable: number }[] } }[];
    };
  }>(
    url,
    `{ products(first: 100, channel: "default-channel", filter: { search: "tee" }) { totalCount
      edges { node { slug variants { id quantityAvailable } } } } }`,
  );
  const withVariants = products.edges.find(({ node }) => node.variants.length > 1) ?? products.edges[0];
  const variants = products.edges
    .flatMap(({ node }) => node.variants)
    .filter((variant) => variant.quantityAvailable >= 50)
    .map((variant) => variant.id);
  if (!withVariants || variants.length < VARIANTS_PER_CART)
    throw new Error('bench: the catalogue has no tees in stock to put in carts');
  const carts: string[] = [];
  for (let i = 0; i < CARTS; i++) {
    const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { id: string } } }>(url, CART_CREATE, {
      lines: [],
    });
    carts.push(checkoutCreate.checkout.id);
  }
  const { n } = await gql<{ products: { totalCount: number } }>(
    url,
    '{ products(first: 1, channel: "default-channel") { totalCount } }',
  ).then((data) => ({ n: data.products.totalCount }));
  return { products: n, detailsSlug: withVariants.node.slug, variants, carts };
}

/** Runs the benchmark and returns its figures (see the top of this file). */
export async function benchService(options: BenchServiceOptions = {}): Promise<ServiceBenchFigures> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = options.connections ?? 10;
  const log = options.log ?? (() => undefined);
  const given = options.dataDir ?? process.env.BENCH_DATA_DIR;
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const cases: CaseFigures[] = [];
  let products = 0;
  const say = (figures: CaseFigures) => {
    cases.push(figures);
    log(
      `bench: ${figures.name}: ${figures.reqPerSec} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, ` +
        `p99 ${figures.p99} ms (${figures.requests} requests, ${figures.non2xx} non-2xx, ` +
        `${figures.errors} errors, ${figures.bytesPerResponse} bytes an answer)`,
    );
  };
  try {
    let service = await startServiceProcess(dataDir, {});
    const rssAfterStartMb = rssMb(service.pid);
    let rssAfterRunsMb = Number.NaN;
    try {
      const plan = await prepare(service.url);
      products = plan.products;
      log(
        `bench: ${plan.products} products, ${connections} connections, ${seconds} s a run; ` +
          `service RSS after start ${rssAfterStartMb} MB`,
      );
      const catalogue: [string, AutocannonRequest[]][] = [
        ['listing', [{ body: body(LISTING) }]],
        ['search "tee"', [{ body: body(SEARCH, { search: 'tee' }) }]],
        [
          'product details',
          [{ body: body(DETAILS, { slug: plan.detailsSlug, channel: 'default-channel' }) }],
        ],
      ];
      for (const [name, requests] of catalogue)
        say(await runCase(name, service.url, seconds, connections, requests));
      // Each request adds one of another cart's variants (one counter for every connection, so no two
      // connections work on one cart at once): the carts grow evenly, a unit at a time.
      let sent = 0;
      const adds: AutocannonRequest = {
        setupRequest: (request) => {
          const cart = plan.carts[sent % CARTS];
          const variant = plan.variants[Math.floor(sent / CARTS) % VARIANTS_PER_CART];
          sent++;
          return {
            ...request,
            body: body(CART_LINES_ADD, { id: cart, lines: [{ variantId: variant, quantity: 1 }] }),
          };
        },
      };
      say(await runCase('checkoutLinesAdd', service.url, seconds, connections, [adds]));
      rssAfterRunsMb = rssMb(service.pid);
      log(`bench: service RSS after the runs ${rssAfterRunsMb} MB`);
      if (!options.skipUncached) {
        await service.stop();
        service = await startServiceProcess(dataDir, { RESPONSE_CACHE: 'off' });
        for (const [name, requests] of catalogue)
          say(await runCase(`${name}, response cache off`, service.url, seconds, connections, requests));
      }
    } finally {
      await service.stop();
    }
    return { products, connections, seconds, rssAfterStartMb, rssAfterRunsMb, cases };
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}
