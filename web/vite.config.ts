import tailwindcss from '@tailwindcss/vite';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, loadEnv, runnerImport, type Plugin, type Rollup } from 'vite';
import { LOGIN_HTML_FILE, loginHtml } from './src/app/login-prerender';
import type * as LoginShell from './src/app/login-shell';
import { loginStart, PREFERENCES_KEY } from './src/features/auth/login-start';
import type * as FunctionUrl from './src/lib/function-url';
import { HEAD_START_CALLS, startHeadCalls } from './src/lib/head-start';
import { SIGNED_IN_HINT } from './src/lib/session-hint';

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

/** Where a build's source maps go: beside the site, never in it (`web/dist-sourcemaps`, for reading error reports). */
const SOURCE_MAPS_DIR = resolve(import.meta.dirname, 'dist-sourcemaps');

/**
 * Source maps carry the whole source. They are built (hidden: no file names them) and then moved out of the
 * folder Hosting deploys, so the site serves none; a stack trace from production is read against this folder.
 */
function sourceMapsAside(): Plugin {
  return {
    name: 'source-maps-aside',
    apply: 'build',
    writeBundle(options) {
      const dist = options.dir ?? 'dist';
      rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
      for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))) {
        mkdirSync(dirname(join(SOURCE_MAPS_DIR, file)), { recursive: true });
        renameSync(join(dist, file), join(SOURCE_MAPS_DIR, file));
      }
    },
  };
}

/** The modules whose chunks a signed-in visit needs at once, besides the entry: the app, Auth, the call path. */
const SIGNED_IN_ROOTS = /\/src\/(app\/app-routes\.tsx|lib\/auth-sdk\.ts|lib\/callable\.ts)$|\/node_modules\/firebase\/functions\//;

/**
 * A person with a saved session needs the signed-in chunks, which the entry only discovers when it runs. A tiny
 * script in the page's head, run before the entry has downloaded, asks for them with `modulepreload` when the
 * sign-in hint is set: they download beside the entry instead of after it. A signed-out visit (the login page)
 * preloads nothing. The same script starts the dashboard's first calls (head-start.ts). External and hashed, so
 * the CSP (no inline script) allows it and caches keep it.
 */
function signedInPreload(env: FunctionUrl.FunctionsEnv): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      // The head script posts where the app does (function-url.ts): `/api`, or the Functions emulator in a local build.
      const { module: functionUrl } = await runnerImport<typeof FunctionUrl>(resolve(import.meta.dirname, 'src/lib/function-url.ts'), {
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
      });
      const callsBase = functionUrl.apiBase(env);
      const chunks = new Map(
        Object.values(bundle)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next);
        };
        roots.forEach(visit);
        return seen;
      };
      const entry = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      const loadedByEntry = closure(entry);
      const roots = [...chunks.values()].filter((c) => c.moduleIds.some((id) => SIGNED_IN_ROOTS.test(id))).map((c) => c.fileName);
      if (roots.length < 4) this.error(`signed-in preload: found ${roots.length} of the signed-in chunks`);
      const files = [...closure(roots)].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`);
      const preload = `try{if(localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT)})){for(const f of ${JSON.stringify(files)}){const l=document.createElement("link");l.rel="modulepreload";l.href=f;document.head.appendChild(l)}}}catch(e){}`;
      // The dashboard's first calls leave now too, with the saved token (src/lib/head-start.ts).
      const calls = `(${startHeadCalls.toString()})(${JSON.stringify(SIGNED_IN_HINT)},${JSON.stringify(HEAD_START_CALLS)},${JSON.stringify(callsBase)});`;
      const code = `${preload}\n${calls}\n`;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'session-preload.js', source: code }));
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('signed-in preload: index.html is not in the bundle yet');
      html.source = String(html.source).replace('</title>', `</title>\n    <script src="/${fileName}" async></script>`);
    },
  };
}

/** The chunks `roots` needs, themselves included, following static imports. */
function importClosure(chunks: Map<string, Rollup.OutputChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The sign-in page in the first paint: the real LoginPage, rendered to HTML with react-dom/server
 * (src/app/login-shell.tsx), goes into a copy of index.html that Hosting serves at /auth/Login only
 * (firebase.json), so no other address ever shows it. The app hydrates it (src/main.tsx). Its head gets a small
 * synchronous script (theme, early submit, the app's code after the first paint: src/features/auth/login-start.ts).
 * After `signedInPreload`, so the page keeps index.html's head script too.
 */
function loginPrerender(): Plugin {
  return {
    name: 'login-prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('login prerender: index.html is not in the bundle yet');
      const chunks = new Map(
        Object.values(bundle)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const page = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/src/features/auth/LoginPage.tsx'));
      if (!page) return this.error('login prerender: no chunk for LoginPage');
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return this.error('login prerender: no entry chunk');
      const modules = [...importClosure(chunks, [entry.fileName, page.fileName])].map((f) => `/${f}`);
      const { module: shell } = await runnerImport<typeof LoginShell>(resolve(import.meta.dirname, 'src/app/login-shell.tsx'), {
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        oxc: { jsx: { runtime: 'automatic' } },
      });
      const start = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'login-start.js',
          source: `(${loginStart.toString()})(${[PREFERENCES_KEY, `/${entry.fileName}`, modules].map((arg) => JSON.stringify(arg)).join(',')});\n`,
        }),
      );
      const parts = { markup: shell.renderLoginShell(), title: shell.LOGIN_TITLE, startScript: `/${start}`, entry: `/${entry.fileName}` };
      const source = loginHtml(String(html.source), parts);
      this.emitFile({ type: 'asset', fileName: LOGIN_HTML_FILE, source });
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
export default defineConfig(({ command, mode }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [tailwindcss(), buildManifest(), signedInPreload(loadEnv(mode, import.meta.dirname, 'VITE_')), loginPrerender(), sourceMapsAside()],
    resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
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
