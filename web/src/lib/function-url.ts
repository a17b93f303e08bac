import { API_FUNCTION, EMULATOR_PORTS, FUNCTIONS_REGION, hasOwnFunction, isPublicOperation } from '@office/domain/config';

/** The build's settings that decide where functions answer (Vite's `import.meta.env`, or the config's loadEnv). */
export interface FunctionsEnv {
  VITE_EMULATOR_HOST?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
}

/** A function's own address: the emulator's when running locally, else the region's. */
function ownAddress(functionId: string, env: FunctionsEnv = import.meta.env): string {
  if (env.VITE_EMULATOR_HOST)
    return `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${env.VITE_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/${functionId}`;
  return `https://${FUNCTIONS_REGION}-${env.VITE_FIREBASE_PROJECT_ID}.cloudfunctions.net/${functionId}`;
}

/**
 * Where the SPA posts the operations the API function serves, as `<base>/<operation>`. Deployed: `/api` on the
 * app's own origin, which Hosting rewrites to the function (same origin, so no CORS preflight before a call).
 * Locally: the Functions emulator's own address, as Firebase apps call their emulated functions. The Hosting
 * emulator proxies a rewrite in Node, with an access log line and a file lookup per request: about 3 ms of CPU a
 * call on this machine's two cores, half of what 500 calls at once could spend (docs/local-runtime.md). The
 * browser asks a preflight once per operation and keeps it (the function answers it with a max age).
 */
export function apiBase(env: FunctionsEnv = import.meta.env): string {
  return env.VITE_EMULATOR_HOST ? ownAddress(API_FUNCTION, env) : `/${API_FUNCTION}`;
}

/**
 * Where an HTTPS function answers `path`: in production Hosting rewrites `/<path>` to it on the app's own
 * origin (firebase.json); the emulator is called directly, under the function's name.
 */
export function functionUrl(functionId: string, path: string): string {
  if (import.meta.env.VITE_EMULATOR_HOST) return `${ownAddress(functionId)}/${path}`;
  return `${window.location.origin}/${path}`;
}

/**
 * Where the SPA posts an operation, or null for the few deployed as functions of their own (the SDK
 * addresses those by name). Signed-in operations go to `apiBase()`. Public operations go to the function's own
 * address, where the caller's address reaches the rate limits.
 */
export function operationUrl(name: string): string | null {
  if (hasOwnFunction(name)) return null;
  if (isPublicOperation(name)) return `${ownAddress(API_FUNCTION)}/${name}`;
  return new URL(`${apiBase()}/${name}`, window.location.origin).href;
}
