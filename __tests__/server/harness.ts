import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Starts the real service (tsx server/src/cli/serve.ts) on a free port with a copy of the
// template database that globalSetup seeded once, and talks to it over HTTP.

/** tsx itself, not through npx (npx costs a package lookup and a process per start). */
export const tsxBin = path.resolve('node_modules/.bin/tsx');

/** Set by globalSetup for this run (its workers inherit the environment). */
export const templateDir = () => {
  const dir = process.env.SERVICE_TEMPLATE_DIR;
  if (!dir)
    throw new Error(
      'SERVICE_TEMPLATE_DIR is not set: run the service tests through jest (globalSetup seeds it)',
    );
  return dir;
};

export interface Service {
  url: string;
  dataDir: string;
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<GqlResult<T>>;
  stop: () => Promise<void>;
  /** Kills the process without letting it finish anything (kill -9). */
  kill: () => Promise<void>;
  /**
   * Moves the service's clock (its Date.now()) forward, at once: for a service started with
   * `clock: true`, so that a test never sleeps until something expires.
   */
  advanceClock: (ms: number) => void;
  /**
   * For a service started with `owner: true`: runs statements on its database, as a shop owner's
   * tool would, and answers the last one's rows.
   */
  sql: <R = Record<string, unknown>>(statements: string) => Promise<R[]>;
  /** For a service started with `owner: true`: the SQL statements it ran since the last clear. */
  statements: { clear: () => Promise<void>; list: () => Promise<string[]> };
}

export interface GqlResult<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { exception?: { code?: string } } }[];
}

/** The service's port, and the owner's address when it has one (ownerServer.ts). */
function waitForPort(child: ChildProcess): Promise<{ port: number; owner: string | null }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /localhost:(\d+)\/graphql\/(?: owner=(\S+))?/.exec(output);
      if (match) resolve({ port: Number(match[1]), owner: match[2] ?? null });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`service exited (${code}) before listening:\n${output}`)));
  });
}

export async function startService({
  dataDir,
  env = {},
  clock = false,
  owner = false,
}: {
  dataDir?: string;
  /** Extra environment for the service (settings such as ACCOUNT_CONFIRMATION). */
  env?: Record<string, string>;
  /** Give the test the service's clock (see advanceClock). */
  clock?: boolean;
  /** Start the service with a shop owner's SQL port (see sql and statements). */
  owner?: boolean;
} = {}): Promise<Service> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'service-test-'));
  if (!dataDir) cpSync(templateDir(), dir, { recursive: true });
  // The clock's offset lives in a file beside the data folder, read by the service at each Date.now().
  const clockFile = `${dir}.clock`;
  const clockEnv: Record<string, string> = {};
  if (clock) {
    writeFileSync(clockFile, '0');
    clockEnv.SERVICE_CLOCK_FILE = clockFile;
    clockEnv.NODE_OPTIONS = [
      process.env.NODE_OPTIONS,
      `--require ${path.join(__dirname, 'serviceClock.cjs')}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const script = owner ? path.join(__dirname, 'ownerServer.ts') : 'server/src/cli/serve.ts';
  const child = spawn(tsxBin, [script], {
    // Demo mode on explicitly (the outbox), whatever NODE_ENV the run has.
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dir,
      STOREFRONT_URL: 'http://localhost:3999',
      SHOP_MODE: 'demo',
      ...clockEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const { port, owner: ownerUrl } = await waitForPort(child);
  const url = `http://localhost:${port}`;
  const ownerCall = async (pathname: string, init?: RequestInit) => {
    if (!ownerUrl) throw new Error('this needs a service started with owner: true');
    const response = await fetch(`${ownerUrl}${pathname}`, init);
    const body = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`${pathname} failed: ${JSON.stringify(body)}`);
    return body as never;
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
    await exited;
  };
  return {
    url,
    dataDir: dir,
    gql: async (query, variables, headers = {}) => {
      const response = await fetch(`${url}/graphql/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GqlResult<never>, 'status'>;
      return { status: response.status, ...body } as never;
    },
    stop: async () => {
      await signal('SIGTERM');
      if (clock) rmSync(clockFile, { force: true });
    },
    kill: () => signal('SIGKILL'),
    advanceClock: (ms) => {
      if (!clock) throw new Error('advanceClock needs a service started with clock: true');
      writeFileSync(clockFile, String(Number(readFileSync(clockFile, 'utf8')) + ms));
    },
    sql: (statements) => ownerCall('/sql', { method: 'POST', body: JSON.stringify({ sql: statements }) }),
    statements: {
      clear: () => ownerCall('/statements', { method: 'DELETE' }),
      list: () => ownerCall('/statements'),
    },
  };
}

export function removeDataDir(service: Service) {
  rmSync(service.dataDir, { recursive: true, force: true });
}
