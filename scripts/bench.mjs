// `npm run bench`: the storefront's and the service's figures in one run, each beside its target.
//   lighthouse  Lighthouse 12 (mobile and desktop presets, median of N runs, default 3) on the home,
//               a category, a product and the search page: performance score, LCP, CLS, TBT, beside
//               the same pages' static twins (rendered DOM, styles inline, no scripts): how close the
//               storefront comes to painting as fast as plain HTML could.
//   size        first-visit JavaScript per route, gzip (what `npm run size` checks).
//   requests    the GraphQL requests of a guest checkout, product page to order page.
//   service     the service at 10,000 products (listing, search, product details, checkoutLinesAdd at
//               10 connections), on a data folder seeded once and kept in .bench-data/.
// Flags: --only lighthouse,size,requests,service   --base-url URL (measure a running shop instead of
// building and starting one)   --runs N (Lighthouse runs per page, preset and variant)   --no-build
// --presets mobile,desktop (Lighthouse presets, default both)   --pages home,category,product,search.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { guestCheckoutRequests } from './lib/guestCheckout.mjs';
import { routeSizes } from './lib/routeSizes.mjs';
import { buildStorefront, CHROMIUM, startShop } from './lib/shop.mjs';
import { captureStatic, startStaticServer } from './lib/staticCopy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const PARTS = ['lighthouse', 'size', 'requests', 'service'];
const TARGETS = { mobileScore: 95, lcpRatio: 1.3, cls: 0.02, tbt: 200 };
const SERVICE_PRODUCTS = 10_000;

function parseArgs(argv) {
  const options = { only: PARTS, baseUrl: null, runs: 3, build: true, presets: null, pages: null };
  const list = (text) => text.split(',').map((part) => part.trim());
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--only')
      options.only = value()
        .split(',')
        .map((part) => part.trim());
    else if (flag === '--base-url') options.baseUrl = value().replace(/\/$/, '');
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--presets') options.presets = list(value());
    else if (flag === '--pages') options.pages = list(value());
    else throw new Error(`bench: unknown argument ${argv[i]}`);
  }
  const unknown = options.only.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`bench: unknown part ${unknown.join(', ')} (${PARTS.join(', ')})`);
  const known = { presets: ['mobile', 'desktop'], pages: ['home', 'category', 'product', 'search'] };
  for (const [flag, names] of Object.entries(known)) {
    const wrong = (options[flag] ?? []).filter((name) => !names.includes(name));
    if (wrong.length) throw new Error(`bench: unknown ${flag} ${wrong.join(', ')} (${names.join(', ')})`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('bench: --runs needs a whole number');
  return options;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const table = (header, rows) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};
const section = (title) => console.log(`\n== ${title} ==`);

// ---------------------------------------------------------------- Lighthouse

// The pages `scripts/cls.mjs` watches, when the shop has them (the demo shop does); otherwise the first
// category with products and the first product the shop lists.
const PREFERRED = { category: 't-shirts', product: 'everyday-crew-tee' };

/** The four pages: home, a category, a product and a search. */
async function benchPages(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ preferredCategory: category(slug: "${PREFERRED.category}") { slug }
        preferredProduct: product(slug: "${PREFERRED.product}", channel: "default-channel") { slug }
        categories(first: 20) { edges { node { slug products(first: 1, channel: "default-channel") { totalCount } } } }
        products(first: 1, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) { edges { node { slug } } } }`,
    }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(`bench: the shop's catalogue: ${errors[0].message}`);
  const category =
    data.preferredCategory?.slug ??
    (data.categories.edges.find((edge) => edge.node.products?.totalCount > 0) ?? data.categories.edges[0])
      .node.slug;
  const product = data.preferredProduct?.slug ?? data.products.edges[0].node.slug;
  const listed = (page) => page.locator('main ul li article').first();
  return [
    { name: 'home', path: '/', ready: listed },
    { name: 'category', path: `/categories/${category}`, ready: listed },
    {
      name: 'product',
      path: `/products/${product}`,
      ready: (page) => page.getByRole('heading', { level: 1 }),
    },
    { name: 'search', path: '/search?q=tee', ready: listed },
  ];
}

const ALL_PRESETS = [
  { name: 'mobile', config: undefined, screen: screenEmulationMetrics.mobile },
  { name: 'desktop', config: desktopConfig, screen: screenEmulationMetrics.desktop },
];

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: tried again.
const ATTEMPTS = 3;

async function lighthouseOnce(url, port, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, port, preset);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`bench: ${error.message}; trying again`);
    }
  }
}

async function lighthouseAttempt(url, port, preset) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset.config,
  );
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: (lhr.categories.performance.score ?? NaN) * 100,
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const medians = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  tbt: median(runs.map((r) => r.tbt)),
});

/** Whether the shop's GraphQL endpoint answers within a few seconds. */
async function answers(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The shop under measurement: the one at --base-url, or one this script starts, which is started
 * again (fresh data folder, new port) when it stops answering, as a shop can on a machine shared
 * with other work, so one lost process does not cost the whole run.
 */
async function openShop(baseUrl) {
  if (baseUrl) return { baseUrl, ensure: async () => false, stop() {} };
  let current = await startShop({ prefix: 'shop-bench-' });
  return {
    get baseUrl() {
      return current.baseUrl;
    },
    /** Starts the shop again if it no longer answers; true when it did. */
    async ensure() {
      if (await answers(current.baseUrl)) return false;
      console.log(`bench: the shop at ${current.baseUrl} no longer answers; starting it again`);
      current.stop();
      current = await startShop({ prefix: 'shop-bench-' });
      return true;
    },
    stop: () => current.stop(),
  };
}

async function benchLighthouse(shop, runs, only = {}) {
  const pages = (await benchPages(shop.baseUrl)).filter(
    (page) => !only.pages || only.pages.includes(page.name),
  );
  const PRESETS = ALL_PRESETS.filter((preset) => !only.presets || only.presets.includes(preset.name));
  const copies = { mobile: {}, desktop: {} };
  const captureAll = async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
    try {
      for (const preset of PRESETS)
        for (const page of pages)
          copies[preset.name][page.path] = await captureStatic(
            browser,
            shop.baseUrl + page.path,
            preset.screen,
            page.ready,
          );
    } finally {
      await browser.close();
    }
  };
  await captureAll();
  let current = 'mobile';
  const statics = await startStaticServer(
    () => copies[current],
    () => shop.baseUrl,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: CHROMIUM.args,
  });
  const measure = async (preset, page) => {
    const app = [];
    const twin = [];
    // Alternated, so a busier moment of the machine weighs on both sides alike.
    for (let run = 0; run < runs; run++) {
      app.push(await lighthouseOnce(shop.baseUrl + page.path, chrome.port, preset));
      twin.push(await lighthouseOnce(statics.baseUrl + page.path, chrome.port, preset));
    }
    return { app, twin };
  };
  const results = [];
  const indices = [];
  try {
    for (const preset of PRESETS) {
      current = preset.name;
      for (const page of pages) {
        let measured;
        try {
          measured = await measure(preset, page);
        } catch (error) {
          // A shop started again has new addresses (images): its pages are captured again.
          if (!(await shop.ensure())) {
            console.log(`bench: lighthouse ${preset.name} ${page.path} failed: ${error.message}`);
            results.push({ preset: preset.name, page, error: error.message });
            continue;
          }
          await captureAll();
          measured = await measure(preset, page);
        }
        indices.push(...measured.app.map((r) => r.benchmarkIndex));
        const m = { preset: preset.name, page, app: medians(measured.app), twin: medians(measured.twin) };
        results.push(m);
        console.log(
          `bench: lighthouse ${preset.name} ${page.path}: score ${m.app.score.toFixed(0)}, LCP ${ms(m.app.lcp)} ` +
            `(static ${ms(m.twin.lcp)}), CLS ${m.app.cls.toFixed(3)}, TBT ${ms(m.app.tbt)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await statics.close();
  }
  return { pages, results, benchmarkIndex: median(indices) };
}

function printLighthouse({ results, benchmarkIndex }, runs) {
  section(
    `Lighthouse 12, median of ${runs} run${runs > 1 ? 's' : ''} (static = the same page as plain HTML)`,
  );
  console.log(
    `targets: mobile score >= ${TARGETS.mobileScore}; mobile LCP <= ${TARGETS.lcpRatio}x the static copy's; ` +
      `CLS <= ${TARGETS.cls}; TBT <= ${TARGETS.tbt} ms. Machine's benchmark index ${Math.round(benchmarkIndex)}`,
  );
  const rows = results.map(({ preset, page, app, twin, error }) => {
    if (error) return [`${preset} ${page.name}`, ...Array(9).fill('—'), 'FAILED'];
    const ratio = app.lcp / twin.lcp;
    const mobile = preset === 'mobile';
    const verdicts = [
      ...(mobile ? [app.score >= TARGETS.mobileScore, ratio <= TARGETS.lcpRatio] : []),
      app.cls <= TARGETS.cls,
      app.tbt <= TARGETS.tbt,
    ];
    return [
      `${preset} ${page.name}`,
      app.score.toFixed(0),
      twin.score.toFixed(0),
      ms(app.lcp),
      ms(twin.lcp),
      `${ratio.toFixed(2)}x`,
      app.cls.toFixed(3),
      twin.cls.toFixed(3),
      ms(app.tbt),
      ms(twin.tbt),
      verdicts.every(Boolean) ? 'ok' : 'MISS',
    ];
  });
  console.log(
    table(
      ['page', 'score', 'static', 'LCP', 'static', 'ratio', 'CLS', 'static', 'TBT', 'static', 'targets'],
      rows,
    ),
  );
}

// ---------------------------------------------------------------- size

function printSizes() {
  section("First-load JS per route (gzip -9, entry + the route's own chunks)");
  const measured = routeSizes(root);
  if (!measured) {
    console.log('no build-stats/route-chunks.json: build first (`npm run build`)');
    return;
  }
  const { groups, entry, rows, isCode, sum } = measured;
  const client = (groups['graphql-client'] ?? []).filter(isCode);
  console.log(
    `entry (every route): ${kb(sum(entry, '.js'))} JS; GraphQL client, loaded with the first request: ${kb(sum(client, '.js'))}`,
  );
  console.log(
    table(
      ['route', 'first-load JS', 'CSS', 'own chunks'],
      rows.map((r) => [r.route, kb(r.js), kb(r.css), kb(r.own)]),
    ),
  );
}

// ---------------------------------------------------------------- requests

async function benchRequests(shop) {
  await shop.ensure();
  const baseUrl = shop.baseUrl;
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
  try {
    return await guestCheckoutRequests(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

function printRequests(operations) {
  section('GraphQL requests of a guest checkout, product page to order page');
  const counts = new Map();
  for (const name of operations) counts.set(name, (counts.get(name) ?? 0) + 1);
  console.log(`${operations.length} requests`);
  console.log([...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', '));
}

// ---------------------------------------------------------------- service

function run(command, args, env, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Every file under `dir`, recursively, in a stable order. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * The 10,000-product data folder, seeded on first use and kept (seeding takes minutes). Its name holds
 * a hash of the migrations and the seed, so a change to either seeds a fresh one instead of reusing a
 * folder the service can no longer read.
 */
async function seededDataDir() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder('server/src/db'), ...filesUnder('server/src/seed')])
    hash.update(file).update(readFileSync(file));
  const cache = path.join(root, '.bench-data');
  const name = `products-${SERVICE_PRODUCTS}-${hash.digest('hex').slice(0, 10)}`;
  const dataDir = path.join(cache, name);
  const done = path.join(dataDir, '.bench-seeded');
  if (existsSync(done)) return dataDir;
  if (existsSync(cache))
    for (const old of readdirSync(cache)) rmSync(path.join(cache, old), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `bench: seeding ${SERVICE_PRODUCTS} products into ${path.relative(root, dataDir)} (kept for later runs)…`,
  );
  await run('npm', ['run', '--silent', 'seed', '--', '--products', String(SERVICE_PRODUCTS)], {
    DATA_DIR: dataDir,
  });
  writeFileSync(done, new Date().toISOString());
  return dataDir;
}

/** Where the service's benchmark is exported as a function, if it is: [file, function name]. */
function serviceBenchExport() {
  for (const file of ['server/src/cli/benchService.ts', 'server/src/cli/bench.ts']) {
    if (!existsSync(file)) continue;
    const name = /export\s+async\s+function\s+(bench\w*)/.exec(readFileSync(file, 'utf8'))?.[1];
    if (name) return [file, name];
  }
  return null;
}

async function benchService() {
  const seeded = await seededDataDir();
  // The runs add carts and lines: they work on a copy, so the kept folder stays as seeded.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-service-'));
  cpSync(seeded, dataDir, { recursive: true });
  try {
    const found = serviceBenchExport();
    if (!found) {
      // No exported function: the command's own report, passed through (its listing case alone
      // where it has one, as the other cases do not use the seeded folder).
      const source = readFileSync('server/src/cli/bench.ts', 'utf8');
      const args = source.includes("'listing'") ? ['--', 'listing'] : [];
      const text = await run(
        'npm',
        ['run', '--silent', 'bench:server', ...args],
        { BENCH_DATA_DIR: dataDir },
        { capture: true },
      );
      return { text: text.trim() };
    }
    const [file, name] = found;
    // Progress lines go to stderr as they come; the figures come back as JSON on stdout.
    const script = `import(${JSON.stringify(path.join(root, file))}).then(async (m) => {
      const bench = m.${name} ?? m.default?.${name};
      const result = await bench({ dataDir: ${JSON.stringify(dataDir)}, log: (line) => console.error(line) });
      process.stdout.write('\\n@@bench@@' + JSON.stringify(result ?? null));
    }).catch((e) => { console.error(e); process.exit(1); });`;
    const out = await run('npx', ['tsx', '-e', script], {}, { capture: true });
    const at = out.lastIndexOf('@@bench@@');
    return {
      text: (at < 0 ? out : out.slice(0, at)).trim(),
      result: at < 0 ? null : JSON.parse(out.slice(at + 9)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fixed = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : '—');

function printService(service) {
  section(`The service at ${SERVICE_PRODUCTS.toLocaleString('en')} products`);
  if (service.text) console.log(service.text);
  const { result } = service;
  if (!result) return;
  if (!Array.isArray(result.cases)) return console.log(JSON.stringify(result));
  console.log(
    `${result.products} products, ${result.connections} connections, ${result.seconds} s a case; ` +
      `service RSS ${fixed(result.rssAfterStartMb)} MB after start, ${fixed(result.rssAfterRunsMb)} MB after the runs`,
  );
  console.log(
    table(
      ['case', 'req/s', 'p50', 'p95', 'p99', 'requests', 'failed', 'bytes/answer'],
      result.cases.map((c) => [
        c.name,
        fixed(c.reqPerSec),
        `${fixed(c.p50)} ms`,
        `${fixed(c.p95)} ms`,
        `${fixed(c.p99)} ms`,
        c.requests,
        (c.non2xx ?? 0) + (c.errors ?? 0) + (c.timeouts ?? 0),
        fixed(c.bytesPerResponse),
      ]),
    ),
  );
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const wants = (part) => options.only.includes(part);
  const needsShop = wants('lighthouse') || wants('requests');
  if (!options.baseUrl && options.build && (needsShop || wants('size'))) buildStorefront();
  let shop = null;
  const started = Date.now();
  const out = {};
  try {
    if (needsShop) shop = await openShop(options.baseUrl);
    if (wants('lighthouse')) out.lighthouse = await benchLighthouse(shop, options.runs, options);
    if (wants('requests')) out.requests = await benchRequests(shop);
    shop?.stop();
    shop = null;
    // Alone on the machine's share: the shop above is stopped first.
    if (wants('service')) out.service = await benchService();
  } finally {
    shop?.stop();
  }

  console.log(`\nbench: ${new Date().toISOString()}, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (out.lighthouse) printLighthouse(out.lighthouse, options.runs);
  if (wants('size')) printSizes();
  if (out.requests) printRequests(out.requests);
  if (out.service) printService(out.service);
}

main().catch((error) => {
  console.error('bench:', error instanceof Error ? error.message : error);
  process.exit(1);
});
