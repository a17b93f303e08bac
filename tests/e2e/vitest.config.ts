import { defineConfig } from 'vitest/config';

// Drives Debian's Chromium against the app that scripts/test.ts serves; not part of the plain `vitest run`.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One module registry for every file (no test here mocks a module): each file's own fresh import of the
    // domain and the support code cost about 1.8 s, 85 s of the step.
    isolate: false,
    // expect.poll waits for a re-fetch after a filter changes; the default 1 s was too short on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
