// Shared by `npm run test:e2e` and `npm run screenshots`: build the storefront, then start the whole
// shop (storefront + embedded service) on a free port with a fresh data folder and the demo shop, and
// stop everything that was started (npx, tsx and node together), on success, failure or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 120_000;

/** Debian's Chromium and the flags that keep it off the closed network (never a downloaded browser). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function freePort() {
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

/** `npm run build`; exits the process with the build's status when it fails. */
export function buildStorefront() {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Starts the shop with a fresh data folder (the demo shop is seeded on first start) and waits until
 * its GraphQL endpoint answers. Returns its URL and stop(), which is also called on SIGINT/SIGTERM.
 */
export async function startShop({ prefix = 'shop-run-' } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn('npx', ['tsx', 'server/src/cli/start.ts'], {
    // Demo mode on explicitly: the browser tests read the outbox.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STOREFRONT_URL: baseUrl,
      SHOP_MODE: 'demo',
    },
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

  try {
    await waitUntilReady(`${baseUrl}/graphql/`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
