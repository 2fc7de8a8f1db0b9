import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The storefront's layers, lowest first. A module imports from its own layer or lower ones, never
// upwards (the app composes pages, pages compose features, features use shared components, the API
// layer and lib). Features may take the typed hooks and the store's types from app/hooks, and
// nothing else from app/. Diagnostic and gallery pages sit beside pages; the product never imports them.
const below = (layer, ...higher) =>
  higher.map((from) => ({
    target: `./src/${layer}`,
    from: `./src/${from}`,
    ...(from === 'app' ? { except: ['./hooks.ts'] } : {}),
    message: `src/${layer} is below src/${from}: pass what it needs down (props, context, the store) instead.`,
  }));
const layerZones = [
  ...below('lib', 'api', 'components', 'features', 'pages', 'diagnostics', 'app'),
  ...below('api', 'components', 'features', 'pages', 'diagnostics', 'app'),
  ...below('components', 'features', 'pages', 'diagnostics', 'app'),
  ...below('features', 'pages', 'diagnostics', 'app'),
  ...below('pages', 'diagnostics', 'app'),
  // Diagnostic pages may make a side store of their own (the header gallery), nothing else from app/.
  {
    target: './src/diagnostics',
    from: './src/app',
    except: ['./hooks.ts', './store.ts'],
    message: 'src/diagnostics is below src/app: pass what it needs down instead.',
  },
  { target: './src', from: './server', message: 'The storefront talks to the service over GraphQL only.' },
  { target: './server', from: './src', message: 'The service knows nothing of the storefront.' },
];

// Features talk to each other through the store (selectors, endpoints) or each other's index.ts,
// never through another feature's internals.
const featuresDir = `${import.meta.dirname}/src/features`;
const featureZones = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features/*/**',
    except: [`${featuresDir}/${name}/**`, `${featuresDir}/*/index.ts`],
    message: `Import another feature through its index.ts (its public face), not its internals.`,
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'src/api/generated/**',
      'src/**/*.generated.ts',
      'server/src/graphql/generated/**',
      'coverage/**',
      'test-results/**',
      '.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Type-aware rules (tsconfig.json names the three programs: storefront, service and tools, tests).
    // A promise is awaited, handed on, or given a .catch; `void` marks one that is deliberately left to
    // run (the rule then documents the intent). A promise-returning function is not passed where the
    // caller ignores what it returns, JSX props included: a handler that starts async work says so
    // itself (`() => void save()`), so a rejection is never dropped without anyone deciding it may be.
    // A switch over a union names every member (a `default` does not count), so a new member fails the
    // lint until each switch decides what it means.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // Imports only point down, and never in a circle (a cycle through a lazy import() is still one:
    // make one of them static and the app crashes at start-up).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // tsconfig.json: its references name the storefront's and the service's programs.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    // Tooltips go through src/components/common/Tooltip.tsx, which keeps the spec's 300 ms skip window.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/common/Tooltip.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Tooltip',
              message: "Use Tooltip from src/components/common/Tooltip (the spec's 300 ms skip window).",
            },
            {
              name: '@mui/material',
              importNames: ['Tooltip'],
              message: "Use Tooltip from src/components/common/Tooltip (the spec's 300 ms skip window).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      '__tests__/server/**/*.ts',
      '__tests__/e2e/**/*.ts',
      '**/*.{js,cjs,mjs}',
      '*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
