import { defineConfig } from 'vitest/config';

// The Firestore half needs the official Firestore emulator (FIRESTORE_EMULATOR_HOST), the Storage half the Storage
// emulator (FIREBASE_STORAGE_EMULATOR_HOST); each half prints why it skipped.
export default defineConfig({
  test: { name: 'rules', root: import.meta.dirname, include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
