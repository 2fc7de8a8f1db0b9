// Size budgets: for each route, the JavaScript and CSS a first visit downloads (gzip -9), read from the
// production build (dist/ and build-stats/route-chunks.json, both written by `npm run build`).
// Fails when the home page's initial JavaScript passes its budget or any route's own chunk passes 60 KB,
// or when a chunk bundles the graphql package.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeSizes } from './lib/routeSizes.mjs';

// Where the first load stands, so that it does not grow unnoticed. The aim is 170 KB; React, react-router's
// data router, MUI with its CSS-variables theme and RTK Query alone take about 160 of it. The shop's
// menus in the header and footer (every page renders them) added 1.2 KB.
const HOME_INITIAL_JS_LIMIT = 208.5 * 1024;
const ROUTE_CHUNK_LIMIT = 60 * 1024;
const measured = routeSizes();
if (!measured) {
  console.error('size: no build-stats/route-chunks.json; run `npm run build` first');
  process.exit(2);
}
const { groups, entry, rows, isCode, sum } = measured;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

// Packages the browser must not download: the generated documents are sent as strings, so no GraphQL
// parser or printer (the graphql package, or graphql-request's entry that brings it) belongs in any
// chunk; and menus and tooltips do without Popper (a line says where it is, should a component need it).
// Read from each chunk's source map, which names the modules it holds.
const bundled = (pattern) =>
  readdirSync(path.resolve('dist', 'assets'))
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) =>
      JSON.parse(readFileSync(path.resolve('dist', 'assets', file), 'utf8')).sources.some((source) =>
        pattern.test(source),
      ),
    )
    .map((file) => file.replace(/\.map$/, ''));
const withGraphQL = bundled(/node_modules\/(graphql|graphql-request)\//);
const withPopper = bundled(/node_modules\/@popperjs\/|@mui\/material\/Popper\//);
if (withPopper.length) console.log(`Popper (in chunks loaded on demand): ${withPopper.join(', ')}`);

const failures = [];
if (withGraphQL.length) failures.push(`the graphql package is bundled in ${withGraphQL.join(', ')}`);
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
