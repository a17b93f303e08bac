import { defineConfig } from 'vitest/config';

// Starts and kills `npm start` itself; scripts/test.ts runs it once its own emulators have stopped.
export default defineConfig({
  test: {
    name: 'crash',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
