import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from '../schema';

// `npm run schema:print`: server/schema.graphql, the SDL the storefront's types are generated from.
const target = path.resolve(__dirname, '..', '..', 'schema.graphql');
writeFileSync(target, `${printedSchema()}\n`);
console.log(`[schema] written to ${path.relative(process.cwd(), target)}`);
