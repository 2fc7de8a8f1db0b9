import { PGlite, type Transaction } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// PostgreSQL (PGlite, in WASM) persisted in the data folder. One connection per process; versioned
// SQL migrations applied at start, each in its own transaction and recorded in schema_migrations.

export type Queryable = Pick<PGlite, 'query'> | Transaction;
export type Db = PGlite;

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export async function openDatabase(dataDir: string | null): Promise<Db> {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined;
  if (pgdata && !existsSync(path.join(pgdata, 'PG_VERSION'))) await createCluster(pgdata);
  const db = await PGlite.create(pgdata);
  await migrate(db);
  return db;
}

// PGlite's initdb leaves this process half a gigabyte bigger for good: the WebAssembly memory it grew
// (and the instance that ran it) stay mapped long after they are closed, so a shop's first start held
// 0.9 GB where a restart on the same folder holds 0.4 GB. A new folder's cluster is therefore made by
// a short-lived process, whose memory goes with it; this one opens the folder as on a restart.
const INITDB = 'require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close())';

function createCluster(pgdata: string): Promise<void> {
  mkdirSync(pgdata, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', INITDB, require.resolve('@electric-sql/pglite'), pgdata], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the database in ${pgdata} failed (${code}):\n${stderr}`)),
    );
  });
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}
