import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 20000 } },
    ],
  },
});
