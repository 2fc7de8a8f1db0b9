// `npm run test:e2e`: builds the storefront, starts the whole shop (storefront + embedded service) on a
// free port with a fresh data folder and the demo shop, runs the Playwright suite against it, and stops
// everything it started, on success, failure or Ctrl-C. Extra arguments go to `playwright test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const baseUrl = `http://localhost:${port}`;
const server = spawn('npx', ['tsx', 'server/src/cli/start.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STOREFRONT_URL: baseUrl },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true, // its own process group, so npx, tsx and node all stop together
});

let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

let code = 1;
try {
  await waitUntilReady(`${baseUrl}/graphql/`, server);
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl },
  });
  code = run.status ?? 1;
  console.log(`e2e: suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('e2e:', error.message);
} finally {
  stop();
}
process.exit(code);
