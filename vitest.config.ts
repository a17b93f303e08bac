import { defineConfig, type Plugin } from 'vitest/config';
import { callablesModule } from './functions/callable-files.mjs';

/** `office:callables`, generated as functions/build.mjs generates it, so tests can import the functions' index. */
const officeCallables: Plugin = {
  name: 'office-callables',
  resolveId: (id) => (id === 'office:callables' ? '\0office-callables' : null),
  load: (id) => (id === '\0office-callables' ? callablesModule() : null),
};

export default defineConfig({
  test: {
    // Vitest's default leaves one of this machine's (and CI's) two cores idle; two workers took the step from
    // 229 s to 154 s here (02/12/2026, one run each, back to back).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        // The SPA's components in a DOM; the build id a real build would inject.
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // Modules that touch Firebase initialise it with the local demo project (nothing is called).
          env: {
            VITE_FIREBASE_API_KEY: 'demo-api-key',
            VITE_FIREBASE_PROJECT_ID: 'demo-escritorio',
            VITE_FIREBASE_AUTH_DOMAIN: 'demo-escritorio.firebaseapp.com',
            VITE_FIREBASE_APP_ID: '1:0:web:0',
          },
        },
      },
      {
        plugins: [officeCallables],
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['scripts/scaffold.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      // Four typechecks and a test run of a scaffolded copy of the tree: `npm test` runs it beside the emulator
      // steps with the static checks (scripts/lib/static-checks.ts), not in the unit step's two workers.
      { test: { name: 'scaffold', include: ['scripts/scaffold.test.ts'], environment: 'node' } },
    ],
  },
});
