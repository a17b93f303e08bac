import { defineConfig } from 'vitest/config';

// Needs the emulators that scripts/test.ts starts; not part of the plain `vitest run`.
export default defineConfig({
  test: {
    name: 'callables',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One emulator set is shared; files run one after another so they can reason about its state.
    fileParallelism: false,
    // One module registry for every file (no test here mocks a module): each file's own fresh import of the
    // domain and the support code cost about 1.8 s, 85 s of the step.
    isolate: false,
  },
});
