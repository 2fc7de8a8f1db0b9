// `npm run i18n:extract`: extracts every message from src/ into i18n/en.json (a flat, sorted id ->
// English map) and reports ids missing from, or left over in, zh-CN.json and zh-TW.json, which it
// re-sorts in the same order. `--check` writes nothing and exits 1 when anything is out of step.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TRANSLATED_LOCALES = ['zh-CN', 'zh-TW'];
const check = process.argv.includes('--check');

export function extractMessages() {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'en.json');
  execFileSync(
    'npx',
    [
      'formatjs',
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      out,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return sortKeys(JSON.parse(readFileSync(out, 'utf8')));
}

const sortKeys = (messages) =>
  Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
};
const serialise = (messages) => `${JSON.stringify(messages, null, 2)}\n`;

const english = extractMessages();
let problems = 0;
const enFile = 'i18n/en.json';
if (readFileSync(enFile, { encoding: 'utf8', flag: 'a+' }) !== serialise(english)) {
  if (check) {
    console.error(`${enFile} is not what the code says: run npm run i18n:extract`);
    problems += 1;
  } else writeFileSync(enFile, serialise(english));
}
for (const locale of TRANSLATED_LOCALES) {
  const file = `i18n/${locale}.json`;
  const translated = readJson(file);
  const missing = Object.keys(english).filter((id) => !translated[id]?.trim());
  const leftover = Object.keys(translated).filter((id) => !(id in english));
  for (const id of missing) console.error(`${file}: missing ${id} ("${english[id]}")`);
  for (const id of leftover) console.error(`${file}: ${id} is no longer used`);
  problems += missing.length + leftover.length;
  if (!check) {
    const kept = Object.fromEntries(
      Object.keys(english)
        .filter((id) => translated[id])
        .map((id) => [id, translated[id]]),
    );
    writeFileSync(file, serialise(kept));
  }
}
console.log(
  `i18n: ${Object.keys(english).length} messages; ${problems ? `${problems} problems` : 'every locale complete'}`,
);
process.exit(problems && check ? 1 : 0);
