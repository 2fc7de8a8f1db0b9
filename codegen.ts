import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the embedded service's own SDL (a proven subset of Saleor 3.23), never from a
// network introspection, so generation runs offline and is reproducible in CI.
const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/api/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: {
          DateTime: 'string',
          Date: 'string',
          JSONString: 'string',
          JSON: 'unknown',
          Decimal: 'number',
          UUID: 'string',
          PositiveDecimal: 'number',
          PositiveInt: 'number',
          Metadata: 'Record<string, string>',
          Upload: 'never',
          WeightScalar: 'number',
          Minute: 'number',
          Day: 'number',
          Hour: 'number',
          GenericScalar: 'unknown',
        },
        useTypeImports: true,
        // Documents as strings (about a third of the size of parsed ASTs in the bundle); the GraphQL
        // client, loaded on demand, parses them.
        documentMode: 'string',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};
export default config;
