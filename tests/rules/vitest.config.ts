import { defineConfig } from 'vitest/config';

// Needs the official Firestore and Storage emulators; prints why it skipped elsewhere.
export default defineConfig({
  test: { name: 'rules', root: import.meta.dirname, include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
