// `npm start`'s entry: bundles the launcher (scripts/start.ts and what it imports, the workspace's own
// TypeScript included; installed packages stay imports) into plain JavaScript with esbuild, then runs it.
// Run through tsx, the launcher would keep tsx's loader thread and two esbuild services, about 50 MB, for as
// long as the app runs. The bundle sits beside the modules of scripts/lib, so their `import.meta.dirname` is
// what it was.
import { build, stop } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = fileURLToPath(new URL('./start.ts', import.meta.url));
const outfile = fileURLToPath(new URL('./lib/.launcher.mjs', import.meta.url));

/** Bare imports of installed packages are left to Node; the workspace's (`@office/…`, TypeScript) are bundled. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@office/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [installedPackagesExternal],
});
// The esbuild service would otherwise stay running beside the launcher.
await stop();
await import(pathToFileURL(outfile).href);
