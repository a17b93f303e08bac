// Bundles the functions with the shared domain package inlined, so `functions/`
// deploys on its own; runtime dependencies stay external and come from package.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { CALLABLES_DIR, callablesModule } from './callable-files.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// `office:callables` is generated from the files under src/callables (see callable-files.mjs): adding a
// callable is adding its file, and the index never needs an edit.
const callablesPlugin = {
  name: 'office-callables',
  setup(b) {
    b.onResolve({ filter: /^office:callables$/ }, () => ({ path: 'callables', namespace: 'office-callables' }));
    b.onLoad({ filter: /.*/, namespace: 'office-callables' }, () => ({
      contents: callablesModule(),
      loader: 'js',
      resolveDir: CALLABLES_DIR,
      watchDirs: [CALLABLES_DIR],
    }));
  },
};

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outdir: new URL('./lib/', import.meta.url).pathname,
  // Dynamic imports become chunks of their own, so what they import loads with them: the Firestore client
  // only on the Firestore adapter, SQLite only on the embedded one, sharp with the first image.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...Object.keys(pkg.dependencies), 'firebase-admin/*', 'firebase-functions/*'],
  plugins: [callablesPlugin],
  logLevel: 'warning',
});
