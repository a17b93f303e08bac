import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.local-data/**', 'tests/output/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'no-console': 'off',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['domain', 'functions', 'web', 'scripts', 'tests'].map((p) => `${p}/tsconfig.json`) })],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      // A feature is a unit: features talk through app/, lib/ and components/, never to each other directly.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: readdirSync('web/src/features').map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other; move shared code to web/src/lib or web/src/components.',
          })),
        },
      ],
    },
  },
  {
    // Fixtures and tests index into data they just built; a failed assertion there is the test failing.
    files: ['scripts/seed/**/*.ts', '**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // The SPA's code must not leak into the functions bundle, nor the other way round.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'functions/ must not import web code.' }] }],
    },
  },
);
