// What a first visit to each route downloads, JavaScript and CSS, gzip -9, read from a production build
// (dist/ and build-stats/route-chunks.json, both written by `npm run build`). Shared by `npm run size`
// (which checks the budgets) and `npm run bench` (which prints the figures beside the others).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The entry chunk group's files and, for each `page-*` group, the first visit's JS and CSS (entry plus
 * the page's own chunks) and the page's own chunks alone, in bytes; null when there is no build.
 */
export function routeSizes(root = process.cwd()) {
  const dist = path.resolve(root, 'dist');
  const statsFile = path.resolve(root, 'build-stats', 'route-chunks.json');
  if (!existsSync(statsFile)) return null;
  const groups = JSON.parse(readFileSync(statsFile, 'utf8'));

  const gzipSize = (file) => {
    const twin = path.join(dist, `${file}.gz`);
    return existsSync(twin)
      ? readFileSync(twin).length
      : zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  };
  const isCode = (file) => /\.(js|css)$/.test(file);
  const sum = (files, ext) =>
    files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);

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
  return { groups, entry, rows, isCode, sum };
}
