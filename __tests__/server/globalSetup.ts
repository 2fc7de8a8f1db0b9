import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { TEMPLATE_DIR } from './harness';

// Runs once per jest run: creates and seeds the database every service test copies (initdb takes
// seconds; a copy opens in a fraction of one).
export default function globalSetup() {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const result = spawnSync('npx', ['tsx', 'server/src/cli/seed.ts'], {
    env: { ...process.env, DATA_DIR: TEMPLATE_DIR },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`seeding the template database failed:\n${result.stderr}${result.stdout}`);
}
