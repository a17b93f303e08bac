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
    // expect.poll waits for a re-fetch after a filter changes; the default 1 s was too short on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
