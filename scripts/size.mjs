// Size budgets: for each route, the JavaScript and CSS a first visit downloads (gzip -9), read from the
// production build (dist/ and build-stats/route-chunks.json, both written by `npm run build`).
// Fails when the home page's initial JavaScript passes 200 KB or any route's own chunk passes 60 KB.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const HOME_INITIAL_JS_LIMIT = 200 * 1024;
const ROUTE_CHUNK_LIMIT = 60 * 1024;
const dist = path.resolve('dist');
const statsFile = path.resolve('build-stats', 'route-chunks.json');
if (!existsSync(statsFile)) {
  console.error('size: no build-stats/route-chunks.json; run `npm run build` first');
  process.exit(2);
}
const groups = JSON.parse(readFileSync(statsFile, 'utf8'));

const gzipSize = (file) => {
  const twin = path.join(dist, `${file}.gz`);
  return existsSync(twin)
    ? readFileSync(twin).length
    : zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
};
const isCode = (file) => /\.(js|css)$/.test(file);
const sum = (files, ext) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = (groups.main ?? []).filter(isCode);
const rows = Object.entries(groups)
  .filter(([name]) => name.startsWith('page-'))
  .map(([name, assets]) => {
    const own = assets.filter((f) => isCode(f) && !entry.includes(f));
    const firstVisit = [...entry, ...own];
    return {
      route: name.slice(5),
      js: sum(firstVisit, '.js'),
      css: sum(firstVisit, '.css'),
      own: sum(own, '.js') + sum(own, '.css'),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(`initial (every route): ${kb(sum(entry, '.js'))} JS, ${kb(sum(entry, '.css'))} CSS, gzip`);
// Loaded with the first GraphQL request, in parallel with the first render: not in the page's
// initial script, but every first visit downloads it, so it is shown beside the figures.
const client = (groups['graphql-client'] ?? []).filter(isCode);
if (client.length)
  console.log(`GraphQL client (loaded with the first request): ${kb(sum(client, '.js'))} JS, gzip`);
console.log(
  ['route'.padEnd(26), 'first-visit JS'.padStart(15), 'CSS'.padStart(9), 'own chunks'.padStart(12)].join(' '),
);
for (const row of rows) {
  console.log(
    [row.route.padEnd(26), kb(row.js).padStart(15), kb(row.css).padStart(9), kb(row.own).padStart(12)].join(
      ' ',
    ),
  );
}

const failures = [];
const home = rows.find((row) => row.route === 'home');
if (!home) failures.push('no page-home chunk group in the build');
else if (home.js > HOME_INITIAL_JS_LIMIT)
  failures.push(`home page initial JS ${kb(home.js)} > ${kb(HOME_INITIAL_JS_LIMIT)}`);
for (const row of rows)
  if (row.own > ROUTE_CHUNK_LIMIT)
    failures.push(`${row.route}: own chunks ${kb(row.own)} > ${kb(ROUTE_CHUNK_LIMIT)}`);
if (failures.length) {
  for (const failure of failures) console.error(`size budget exceeded: ${failure}`);
  process.exit(1);
}
console.log(
  `size budgets met: home ${kb(home.js)} of ${kb(HOME_INITIAL_JS_LIMIT)}; largest route chunk ${kb(Math.max(...rows.map((r) => r.own)))} of ${kb(ROUTE_CHUNK_LIMIT)}`,
);
