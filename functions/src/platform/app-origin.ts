import { EMULATOR_PORTS } from '@office/domain';

/** The app's address as the deployment sets it (APP_ORIGIN; the emulators set the local one), without a trailing "/". */
export function configuredAppOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.APP_ORIGIN ? env.APP_ORIGIN.replace(/\/+$/, '') : null;
}

/**
 * The origins whose pages may read the functions' answers from another origin (CORS). The SPA calls `/api/…` on its
 * own origin through Hosting, which needs no CORS; what does need it is the SPA's public pages, which call
 * `publicPages-*` at the function's own address, and, locally, the SPA on the Hosting emulator calling the
 * Functions emulator. So: APP_ORIGIN; the project's Hosting default domains (`<project>.web.app`,
 * `<project>.firebaseapp.com`), which serve the same app whether or not APP_ORIGIN names a custom domain (preview
 * channels do not: they are not the office's app); and in the Functions emulator the Hosting emulator under either
 * loopback name. Any other origin gets no `Access-Control-Allow-Origin`, so its pages cannot read an answer.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  const app = configuredAppOrigin(env);
  if (app) origins.add(app);
  const project = env.GCLOUD_PROJECT ?? projectOfConfig(env.FIREBASE_CONFIG);
  if (project) for (const domain of ['web.app', 'firebaseapp.com']) origins.add(`https://${project}.${domain}`);
  if (env.FUNCTIONS_EMULATOR === 'true') for (const host of ['127.0.0.1', 'localhost']) origins.add(`http://${host}:${EMULATOR_PORTS.hosting}`);
  return [...origins];
}

function projectOfConfig(config: string | undefined): string | undefined {
  try {
    const projectId: unknown = config ? (JSON.parse(config) as { projectId?: unknown }).projectId : undefined;
    return typeof projectId === 'string' && projectId ? projectId : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a request's Origin header names one of allowedOrigins (exactly: scheme, host and port). */
export function isAllowedOrigin(origin: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return origin !== undefined && allowedOrigins(env).includes(origin);
}

/**
 * allowedOrigins as the functions' `cors` option: one pattern matching exactly those origins (the platform hands
 * a single-entry list to the `cors` package as a fixed header value, sent to every caller), or false when none.
 */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): RegExp | false {
  const origins = allowedOrigins(env);
  if (origins.length === 0) return false;
  return new RegExp(`^(?:${origins.map((o) => o.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
}
