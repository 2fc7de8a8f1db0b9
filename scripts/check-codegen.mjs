// Fails when the generated files (src/api/generated/schemaTypes.ts, every src/**/X.generated.ts
// beside an X.graphql, and the service's resolver types server/src/graphql/generated/resolverTypes.ts)
// are not what `npm run codegen` makes from the current schema and operations, including a generated
// file whose .graphql is gone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const RESOLVER_TYPES = join('server/src/graphql/generated/resolverTypes.ts');

const generatedFiles = () =>
  [
    ...readdirSync('src', { recursive: true })
      .map((name) => join('src', name))
      .filter((path) => path.endsWith('.generated.ts') || path === join('src/api/generated/schemaTypes.ts')),
    ...(existsSync(RESOLVER_TYPES) ? [RESOLVER_TYPES] : []),
  ].sort();

const before = new Map(generatedFiles().map((path) => [path, readFileSync(path, 'utf8')]));
for (const path of before.keys()) rmSync(path);
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const after = generatedFiles();

const stale = [
  ...after.filter((path) => before.get(path) !== readFileSync(path, 'utf8')),
  ...[...before.keys()].filter((path) => !after.includes(path)),
];
if (stale.length > 0) {
  console.error(`Stale generated files: ${stale.join(', ')}\nRun \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(`codegen: ${after.length} generated files are up to date`);
