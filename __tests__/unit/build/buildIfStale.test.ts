// The storefront half of `npm start` (server/src/storefront): plain file times, no build runs here.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBuildStale } from '../../../server/src/storefront/buildIfStale';

let root: string;
const at = (seconds: number) => new Date(seconds * 1000);

function file(relative: string, seconds: number) {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, '{}');
  utimesSync(target, at(seconds), at(seconds));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stale-'));
  file('src/index.tsx', 1000);
  file('package.json', 1000);
  file('dist/index.html', 2000);
  file('dist/build.json', 2000);
  file('dist-server/render.js', 2000);
  for (const dir of ['src', 'dist', 'dist-server']) utimesSync(path.join(root, dir), at(1000), at(1000));
  utimesSync(root, at(1000), at(1000));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds the storefront', () => {
  it('not when dist/ is newer than every input', () => {
    expect(isBuildStale(root)).toBe(false);
  });

  it('when package.json changed (browserslist decides what babel emits)', () => {
    utimesSync(path.join(root, 'package.json'), at(3000), at(3000));
    expect(isBuildStale(root)).toBe(true);
  });

  it('when a source file changed, or dist/ is incomplete', () => {
    utimesSync(path.join(root, 'src/index.tsx'), at(3000), at(3000));
    expect(isBuildStale(root)).toBe(true);
    rmSync(path.join(root, 'dist/index.html'));
    expect(isBuildStale(root)).toBe(true);
  });

  it('when the server build of the pages is missing', () => {
    rmSync(path.join(root, 'dist-server/render.js'));
    expect(isBuildStale(root)).toBe(true);
  });
});
