import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { functionLength } from './scripts/lint/function-length.mjs';

/** One zone per layer of functions/src (lowest first): a layer's files may not import any layer above it. */
function functionsLayerZones(layers) {
  return layers.slice(0, -1).map((layer, i) => ({
    target: layer.map((dir) => `./functions/src/${dir}`),
    from: layers.slice(i + 1).flatMap((upper) => upper.map((dir) => `./functions/src/${dir}`)),
    message: `functions/src/${layer.join(', ')} sits below ${layers
      .slice(i + 1)
      .flat()
      .join(', ')}: move the shared code down a layer instead of importing upward.`,
  }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.local-data/**', 'tests/output/**', 'bench/results/**', 'scripts/lib/.launcher.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  // Type-aware rules (floating and misused promises, unnecessary conditions) read each file's own tsconfig.
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'no-console': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidOperator: true, ignoreVoidReturningFunctions: true },
      ],
      // The store port, callables and test rows are async by contract; an implementation without an await is not a defect.
      '@typescript-eslint/require-await': 'off',
      // Looks up every identifier's declaration for a @deprecated tag: the slowest rule of all (a fifth of the lint's
      // CPU); the libraries' deprecations reach us through their upgrade notes and the editor's strike-through.
      '@typescript-eslint/no-deprecated': 'off',
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['domain', 'functions', 'web', 'scripts', 'tests'].map((p) => `${p}/tsconfig.json`),
        }),
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      // The two hook rules, not v7's React Compiler rules: the app is not built with the compiler, and its
      // analysis of every component was a quarter of the SPA's lint time (26 s of CPU per run).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature is a unit: features talk through app/, api/, lib/ and components/, never to each other directly.
            ...readdirSync('web/src/features').map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; move shared code to web/src/api, web/src/lib or web/src/components.',
            })),
            // Shared code sits below the pages and the app shell, so any feature may use it without a cycle.
            ...['components', 'lib', 'api'].map((shared) => ({
              target: `./web/src/${shared}`,
              from: ['./web/src/features', './web/src/app'],
              message: `web/src/${shared} is shared code: it may not import web/src/features or web/src/app.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Query keys are built only by the api modules, so a mutation's invalidation reaches every query that shows the record.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/api/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Use a query-option factory from web/src/api (e.g. clientQueries.list(params)) instead of a query-key literal.',
        },
      ],
    },
  },
  {
    // Web tests mount with renderWithApp (the app's providers) and fake the server with fakeOperations: both live in web/src/test.
    files: ['web/src/**/*.test.{ts,tsx}'],
    ignores: ['web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@testing-library/react', importNames: ['render'], message: 'Mount with renderWithApp (web/src/test/app.tsx).' },
            { name: '@tanstack/react-query', importNames: ['QueryClientProvider'], message: 'renderWithApp provides the query cache (its `client` option).' },
            {
              name: 'react-router-dom',
              importNames: ['MemoryRouter', 'BrowserRouter', 'Router', 'RouterProvider', 'createMemoryRouter'],
              message: 'renderWithApp provides the router (its `at`, `path`, `routes` and `history` options, and `router`).',
            },
          ],
          patterns: [
            {
              group: ['**/components/ui/toast', '**/components/ui/dialog', '**/lib/query-client', '**/test/session'],
              importNames: ['ToastProvider', 'DialogProvider', 'DialogHost', 'QueryProvider', 'WithSession'],
              message: "renderWithApp mounts the app's providers (web/src/test/app.tsx).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/lib\\/callable$/]",
          message: 'Fake the server with fakeOperations (web/src/test/operations.ts): setup.ts mocks lib/callable once.',
        },
      ],
    },
  },
  {
    // Fixtures and tests index into data they just built; a failed assertion there is the test failing.
    files: ['scripts/seed/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'web/src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A failed beforeAll leaves its fixtures unassigned, so teardown guards them although their types say they are set.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // expect.any() and expect.stringMatching() are typed any by the test runner.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // ical.js and the stores' raw documents are untyped; the assertions check their shape.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // @firebase/rules-unit-testing hands out compat instances, which its documentation passes to the modular API.
    files: ['tests/rules/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // The SPA's code must not leak into the functions bundle, nor the other way round.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'functions/ must not import web code.' }] }],
    },
  },
  {
    // functions/src in layers, each importing only those below it: store ← platform (infrastructure) ← entities (write
    // owners and business rules) ← integrations and notifications ← callables ← the HTTP functions, triggers and entry points.
    // Tests may reach above the layer they sit in (a registry test reads the API's table).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: functionsLayerZones([
            ['store'],
            ['platform'],
            ['entities'],
            ['integrations', 'notifications'],
            ['callables'],
            ['http', 'triggers', 'api.ts', 'index.ts'],
          ]),
        },
      ],
    },
  },
  {
    // A component over 150 lines is several parts in one: split it (field groups, a row, a card). The ones already
    // longer are named here, to be split and taken off the list; a new long function fails.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { office: { rules: { 'function-length': functionLength } } },
    rules: {
      'office/function-length': [
        'error',
        {
          max: 150,
          allow: [
            'AppLayout',
            'AttachedFiles',
            'RecipientsField',
            'DeadlinePage',
            'ArticleEditor',
            'DashboardPage',
            'FaqList',
            'OabListForm',
            'TermListForm',
            'IntimationView',
            'LawsuitsPage',
            'StaffAccess',
            'SessionProvider',
          ],
        },
      ],
    },
  },
  // Plain JavaScript build and config files have no types to check.
  { files: ['**/*.js', '**/*.mjs', 'vitest.config.ts'], ...tseslint.configs.disableTypeChecked },
);
