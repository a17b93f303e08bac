import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 20000 } },
    ],
  },
});
