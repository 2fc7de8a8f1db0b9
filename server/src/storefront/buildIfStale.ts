import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start` builds the storefront when dist/ is missing or older than anything it is built from.

const INPUTS = [
  'src',
  'public',
  'i18n',
  'webpack.config.ts',
  'babel.config.js',
  // browserslist (which syntax babel keeps) and the dependency pins live here
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(root: string): boolean {
  const marker = path.join(root, 'dist', 'build.json');
  const outputs = [
    marker,
    path.join(root, 'dist', 'index.html'),
    path.join(root, 'dist-server', 'render.js'),
  ];
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

export function buildIfStale(root: string): void {
  if (!isBuildStale(root)) return;
  console.log('[start] building the storefront (dist/ is missing or stale)…');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the storefront build failed (exit ${result.status})`);
}
