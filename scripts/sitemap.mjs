// `npm run sitemap`: writes public/sitemap.xml from the catalogue (every product, category and published
// collection, fetched over GraphQL 100 at a time) plus the shop's static pages, and points
// public/robots.txt at it.
//
//   npm run sitemap [-- --api-url URL] [--origin URL] [--channel SLUG] [--out FILE] [--robots FILE]
//
// --api-url (or SALEOR_API_URL): the GraphQL endpoint, e.g. https://shop.example/graphql/. Without one,
//   the embedded service is started on a free port with a temporary data folder (seeded with the demo
//   shop on first start) and stopped afterwards.
// --origin (or SITE_ORIGIN, default http://localhost:3000): the storefront's public origin in the URLs.
// --channel (or CHANNEL_SLUG, default default-channel): the channel whose products are listed.
// --out (default public/sitemap.xml); --robots (default public/robots.txt, "none" to leave it alone).
// `npm run build` copies both files into dist/, so generate before building.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/shop.mjs';

const PAGE_SIZE = 100; // Saleor's limit for `first`
const READY_TIMEOUT_MS = 120_000;

/** The storefront's own pages worth indexing (robots.txt keeps crawlers off account and checkout). */
const STATIC_PATHS = [
  '/',
  '/products',
  '/categories',
  '/search',
  '/help',
  '/about',
  '/shipping',
  '/returns',
  '/contact',
  '/terms',
  '/privacy',
];

// The operations, named as the storefront's own are, so the service logs say who asked. They select
// only what Saleor 3.21 to 3.24 and the embedded service all have.
const PRODUCTS_QUERY = `query SitemapProducts($channel: String!, $first: Int!, $after: String) {
  products(channel: $channel, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { slug updatedAt } }
  }
}`;
// Collections published in the channel (a customer's view: Saleor lists no others to one).
const COLLECTIONS_QUERY = `query SitemapCollections($channel: String!, $first: Int!, $after: String) {
  collections(channel: $channel, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { slug } }
  }
}`;
const CATEGORIES_QUERY = `query SitemapCategories($first: Int!, $after: String) {
  categories(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { slug } }
  }
}`;

function option(args, name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function graphql(apiUrl, query, variables) {
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.data)
    throw new Error(`${apiUrl} answered HTTP ${response.status}: ${body?.errors?.[0]?.message ?? 'no data'}`);
  if (body.errors?.length) throw new Error(`${apiUrl}: ${body.errors[0].message}`);
  return body.data;
}

/** Every node of a connection, following its cursor a page at a time. */
async function everyNode(apiUrl, query, field, variables) {
  const nodes = [];
  let after = null;
  for (;;) {
    const data = await graphql(apiUrl, query, { ...variables, first: PAGE_SIZE, after });
    const connection = data[field];
    if (!connection) throw new Error(`${apiUrl}: no ${field} in the answer`);
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage) return nodes;
    after = connection.pageInfo.endCursor;
  }
}

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

/** A slug as one path segment: percent-encoded, except the characters a path may carry as they are. */
const pathSegment = (slug) =>
  encodeURIComponent(slug).replace(/%(21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g, (code) =>
    decodeURIComponent(code),
  );

/** The sitemap XML for these pages: [{ path, lastmod? }], each path beginning with "/". */
function sitemapXml(origin, pages) {
  const base = origin.replace(/\/+$/, '');
  const entries = pages.map(({ path: pagePath, lastmod }) => {
    const lines = [`    <loc>${escapeXml(base + pagePath)}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
    return ['  <url>', ...lines, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Fetches the catalogue from apiUrl and returns the sitemap's pages. */
async function sitemapPages(apiUrl, channel) {
  const [products, categories, collections] = await Promise.all([
    everyNode(apiUrl, PRODUCTS_QUERY, 'products', { channel }),
    everyNode(apiUrl, CATEGORIES_QUERY, 'categories', {}),
    everyNode(apiUrl, COLLECTIONS_QUERY, 'collections', { channel }),
  ]);
  return [
    ...STATIC_PATHS.map((pagePath) => ({ path: pagePath })),
    ...categories.map((category) => ({ path: `/categories/${pathSegment(category.slug)}` })),
    ...collections.map((collection) => ({ path: `/collections/${pathSegment(collection.slug)}` })),
    ...products.map((product) => ({
      path: `/products/${pathSegment(product.slug)}`,
      lastmod: product.updatedAt ?? undefined,
    })),
  ];
}

/** robots.txt with one Sitemap line, for this origin, in place of any it had. */
function withSitemapLine(robots, sitemapUrl) {
  const kept = robots.split('\n').filter((line) => !/^sitemap:/i.test(line.trim()));
  while (kept.length && kept[kept.length - 1].trim() === '') kept.pop();
  return [...kept, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** The embedded service on a free port with a fresh, demo-seeded data folder; stop() ends both. */
async function startEmbeddedService() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-shop-'));
  const service = spawn('npx', ['tsx', 'server/src/cli/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so npx, tsx and node stop together
  });
  const exited = new Promise((resolve) => service.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-service.pid, 'SIGTERM');
      await exited;
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const apiUrl = `http://localhost:${port}/graphql/`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (service.exitCode !== null) break;
    try {
      await graphql(apiUrl, 'query Ready { __typename }', {});
      return { apiUrl, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error('the embedded service did not start');
}

async function main(args) {
  const origin = option(args, '--origin', process.env.SITE_ORIGIN || 'http://localhost:3000');
  const channel = option(args, '--channel', process.env.CHANNEL_SLUG || 'default-channel');
  const out = path.resolve(option(args, '--out', 'public/sitemap.xml'));
  const robots = option(args, '--robots', 'public/robots.txt');
  let apiUrl = option(args, '--api-url', process.env.SALEOR_API_URL || '');
  if (!/^https?:\/\//.test(origin)) throw new Error(`the site origin must be an http(s) URL: ${origin}`);

  let service = null;
  if (!apiUrl) {
    console.log('sitemap: starting the embedded service with the demo shop');
    service = await startEmbeddedService();
    apiUrl = service.apiUrl;
  }
  try {
    const pages = await sitemapPages(apiUrl, channel);
    writeFileSync(out, sitemapXml(origin, pages));
    const sitemapUrl = `${origin.replace(/\/+$/, '')}/${path.basename(out)}`;
    if (robots !== 'none' && existsSync(robots))
      writeFileSync(robots, withSitemapLine(readFileSync(robots, 'utf8'), sitemapUrl));
    console.log(`sitemap: ${pages.length} URLs written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await service?.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error('sitemap:', error instanceof Error ? error.message : error);
  process.exit(1);
});
