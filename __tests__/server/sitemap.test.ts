import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startService, templateDir, type Service } from './harness';

// `npm run sitemap` against the embedded service over HTTP. The catalogue is the demo shop with one
// product whose slug holds & < > (the XML must escape them) and 120 extra categories, so the
// categories come in two pages of 100 and the generator has to follow the cursor.

const ORIGIN = 'https://shop.example';
const ODD_SLUG = 'cups-&-<saucers>';

let service: Service;
let work: string;

/** SQL run on a stopped data folder, in a Node of its own (PGlite is an ES module with WASM). */
function runSql(dataDir: string, sql: string) {
  const script = `import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(process.env.PGDATA_DIR);
    await db.exec(process.env.SQL);
    await db.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, PGDATA_DIR: path.join(dataDir, 'pgdata'), SQL: sql },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`SQL failed: ${run.stderr}`);
}

function generate() {
  const run = spawnSync(
    process.execPath,
    [
      'scripts/sitemap.mjs',
      ...['--api-url', `${service.url}/graphql/`, '--origin', `${ORIGIN}/`],
      ...['--out', path.join(work, 'sitemap.xml'), '--robots', path.join(work, 'robots.txt')],
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(`npm run sitemap failed: ${run.stderr}${run.stdout}`);
  return readFileSync(path.join(work, 'sitemap.xml'), 'utf8');
}

function parse(xml: string) {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sitemap-test-'));
  const dataDir = path.join(work, 'data');
  cpSync(templateDir(), dataDir, { recursive: true });
  runSql(
    dataDir,
    `UPDATE product SET slug = '${ODD_SLUG}' WHERE id = (SELECT min(id) FROM product);
     INSERT INTO category (name, slug, level)
       SELECT 'Extra ' || n, 'extra-' || n, 0 FROM generate_series(1, 120) AS n;`,
  );
  copyFileSync('public/robots.txt', path.join(work, 'robots.txt'));
  service = await startService({ dataDir });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the sitemap lists the static pages, every product and every category, escaped', async () => {
  const xml = generate();
  const doc = parse(xml);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);

  for (const page of ['/', '/products', '/categories', '/search', '/help', '/shipping', '/returns'])
    expect(locs).toContain(ORIGIN + page);
  expect(locs).not.toContain(`${ORIGIN}/cart`);

  const products = await service.gql<{
    products: { totalCount: number; edges: { node: { slug: string } }[] };
  }>('query { products(first: 100, channel: "default-channel") { totalCount edges { node { slug } } } }');
  const productLocs = locs.filter((loc) => loc!.startsWith(`${ORIGIN}/products/`));
  expect(productLocs).toHaveLength(products.data!.products.totalCount);
  expect(productLocs).toContain(`${ORIGIN}/products/cups-&-%3Csaucers%3E`);
  expect(productLocs).toContain(
    `${ORIGIN}/products/${products.data!.products.edges.find((e) => e.node.slug !== ODD_SLUG)!.node.slug}`,
  );

  const categories = await service.gql<{ categories: { totalCount: number } }>(
    'query { categories(first: 1) { totalCount } }',
  );
  const categoryLocs = locs.filter((loc) => loc!.startsWith(`${ORIGIN}/categories/`));
  expect(categories.data!.categories.totalCount).toBeGreaterThan(100);
  expect(categoryLocs).toHaveLength(categories.data!.categories.totalCount);
  expect(categoryLocs).toContain(`${ORIGIN}/categories/extra-120`);
  // The collections published in the channel, not one published only from a later date.
  const collectionLocs = locs.filter((loc) => loc!.startsWith(`${ORIGIN}/collections/`));
  expect(collectionLocs.sort()).toEqual([
    `${ORIGIN}/collections/new-arrivals`,
    `${ORIGIN}/collections/summer-picks`,
  ]);
  expect(new Set(locs).size).toBe(locs.length);

  // The raw text: & escaped, < and > never bare inside a <loc>.
  expect(xml).toContain('<loc>https://shop.example/products/cups-&amp;-%3Csaucers%3E</loc>');
  expect(xml).not.toMatch(/<loc>[^<]*[&](?!amp;|lt;|gt;|quot;|apos;)/);
  expect(xml).not.toContain('<saucers>');
  // Products carry their last change.
  expect(doc.getElementsByTagName('lastmod').length).toBe(productLocs.length);
}, 90_000);

test('robots.txt points at the sitemap once, however often it is generated, and keeps its rules', () => {
  generate();
  generate();
  const robots = readFileSync(path.join(work, 'robots.txt'), 'utf8');
  expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).toContain('User-agent: *');
}, 90_000);
