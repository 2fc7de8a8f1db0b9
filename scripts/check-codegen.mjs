// Fails when src/api/generated is not what `npm run codegen` makes from the current schema and operations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const file = 'src/api/generated/graphql.ts';
const before = readFileSync(file, 'utf8');
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const after = readFileSync(file, 'utf8');
if (before !== after) {
  console.error(`${file} was stale: run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('codegen: generated types are up to date');
