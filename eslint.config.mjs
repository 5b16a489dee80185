import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import flowvault from './scripts/eslint/feature-boundaries.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'web/src/gql/**',
      'web/src/gql-home/**',
      'web/src/gql-project/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // A feature imports another feature only if its module declares it in `needs`
    // (docs/ARCHITECTURE.md). Tests may compose features (a notification test drives hiring).
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/__tests__/**'],
    plugins: { flowvault },
    rules: { 'flowvault/feature-boundaries': ['error', { modulesDir: 'api/src/modules' }] },
  },
  {
    // The shared package runs in the browser and in Node alike: it imports no package, not even
    // Node's or the browser's (its tsconfig's rootDir keeps relative imports inside it).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message:
                'packages/shared imports nothing from outside itself (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
