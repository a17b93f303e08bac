// Bundles the functions with the shared domain package inlined, so `functions/`
// deploys on its own; runtime dependencies stay external and come from package.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...Object.keys(pkg.dependencies), 'firebase-admin/*', 'firebase-functions/*'],
  logLevel: 'warning',
});
