import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsxBin } from './harness';

// Runs once per jest run: creates and seeds the database every service test copies (initdb takes
// seconds; a copy opens in a fraction of one). A folder of its own per run, so two runs on one
// machine never share it; the test workers inherit SERVICE_TEMPLATE_DIR.
export default function globalSetup() {
  const template = mkdtempSync(path.join(os.tmpdir(), 'service-template-'));
  process.env.SERVICE_TEMPLATE_DIR = template;
  const result = spawnSync(tsxBin, ['server/src/cli/seed.ts'], {
    env: { ...process.env, DATA_DIR: template },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`seeding the template database failed:\n${result.stderr}${result.stdout}`);
}
