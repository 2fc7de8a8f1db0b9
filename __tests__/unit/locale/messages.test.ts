import { execFileSync } from 'node:child_process';

// Every message id in the code must be in en.json (as the code says it) and translated, non-empty,
// in zh-CN.json and zh-TW.json; the extractor's --check mode says which are not.
it('every message of the code is in every locale', () => {
  let output = '';
  try {
    output = execFileSync('node', ['scripts/i18n-extract.mjs', '--check'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`i18n check failed:\n${stderr}${stdout}`);
  }
  expect(output).toMatch(/every locale complete/);
}, 60_000);
