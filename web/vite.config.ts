import tailwindcss from '@tailwindcss/vite';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** Identifies this build; the running app compares it with /latest.json to offer a reload. */
const builtAt = new Date().toISOString();
const buildId = `${builtAt.slice(0, 16).replace(/[-:T]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes latest.json and builds/meta/<buildId>.json beside the app, as the spec's version check expects. */
function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      this.emitFile({ type: 'asset', fileName: 'latest.json', source: `${JSON.stringify({ buildId, builtAt })}\n` });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: `${JSON.stringify({ buildId, builtAt, files }, null, 2)}\n` });
    },
  };
}

/**
 * React Router 7 publishes only its development build in `exports` (checks and warnings included); builds
 * take the production files it ships beside it.
 */
function reactRouterProduction(): Record<string, string> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router/dom': join(dist, 'dom-export.mjs'), 'react-router': join(dist, 'index.mjs') };
}

// Local (emulator) builds are production builds too, with their own .env file.
export default defineConfig(({ command }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [tailwindcss(), buildManifest()],
    resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        // React Router marks its modules "use client"; meaningless in an SPA bundle.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
