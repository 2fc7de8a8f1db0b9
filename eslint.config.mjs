import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/generated/**',
      'src/**/*.generated.ts',
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
