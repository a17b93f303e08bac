import { API_FUNCTION, EMULATOR_PORTS, FUNCTIONS_REGION, hasOwnFunction, isPublicOperation } from '@office/domain/config';

/** A function's own address: the emulator's when running locally, else the region's. */
function ownAddress(functionId: string): string {
  const env = import.meta.env;
  if (env.VITE_EMULATOR_HOST)
    return `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${env.VITE_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/${functionId}`;
  return `https://${FUNCTIONS_REGION}-${env.VITE_FIREBASE_PROJECT_ID}.cloudfunctions.net/${functionId}`;
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
 * addresses those by name). Signed-in operations go through the app's own origin, `/api/<operation>`
 * (a Hosting rewrite locally and in production): same origin, so no CORS preflight before each call.
 * Public operations go to the function's own address, where the caller's address reaches the rate limits.
 */
export function operationUrl(name: string): string | null {
  if (hasOwnFunction(name)) return null;
  if (isPublicOperation(name)) return `${ownAddress(API_FUNCTION)}/${name}`;
  return `${window.location.origin}/${API_FUNCTION}/${name}`;
}
