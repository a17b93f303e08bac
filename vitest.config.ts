import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import { callablesModule } from './functions/callable-files.mjs';

/** `office:callables`, generated as functions/build.mjs generates it, so tests can import the functions' index. */
const officeCallables: Plugin = {
  name: 'office-callables',
  resolveId: (id) => (id === 'office:callables' ? '\0office-callables' : null),
  load: (id) => (id === '\0office-callables' ? callablesModule() : null),
};

/**
 * The SPA's test files that replace one of its modules with `vi.mock` (beyond setup.ts's fake of lib/callable,
 * which every file shares). The others run in one DOM and one module registry per worker (`isolate: false`): a
 * jsdom and the app's modules per file cost four fifths of the step (the web files: 442 s of CPU isolated, 98 s
 * not, 02/12/2026). A file with a mock of its own needs the registry to itself, or it would get the real module an
 * earlier file loaded.
 */
const WEB_SRC = join(import.meta.dirname, 'web', 'src');
const OWN_MOCKS = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(join(WEB_SRC, f), 'utf8').includes('vi.mock('))
  .map((f) => `web/src/${f}`);

/** The SPA's components in a DOM; the build id a real build would inject. */
function webProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    define: { __BUILD_ID__: JSON.stringify('test-build') },
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      name,
      include: files.include ?? ['web/src/**/*.test.{ts,tsx}'],
      ...(files.exclude ? { exclude: files.exclude } : {}),
      isolate: files.isolate,
      environment: 'jsdom',
      setupFiles: ['web/src/test/setup.ts'],
      // As the functions' tests: a test of several screens on a machine other work shares is slow, not wrong.
      testTimeout: 20000,
      // Modules that touch Firebase initialise it with the local demo project (nothing is called).
      env: {
        VITE_FIREBASE_API_KEY: 'demo-api-key',
        VITE_FIREBASE_PROJECT_ID: 'demo-escritorio',
        VITE_FIREBASE_AUTH_DOMAIN: 'demo-escritorio.firebaseapp.com',
        VITE_FIREBASE_APP_ID: '1:0:web:0',
      },
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default leaves one of this machine's (and CI's) two cores idle; two workers took the step from
    // 229 s to 154 s here (02/12/2026, one run each, back to back).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      webProject('web', { isolate: false, exclude: OWN_MOCKS }),
      webProject('web-own-mocks', { include: OWN_MOCKS, isolate: true }),
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
      // Four typechecks and a test run of a scaffolded copy of the tree: `npm test` runs it with the static checks
      // (scripts/lib/static-checks.ts), two processes at a time, not inside the unit step's two workers.
      { test: { name: 'scaffold', include: ['scripts/scaffold.test.ts'], environment: 'node' } },
    ],
  },
});
