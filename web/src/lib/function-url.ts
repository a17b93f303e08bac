import { EMULATOR_PORTS, FUNCTIONS_REGION } from '@office/domain/config';

/**
 * Where an HTTPS function answers `path`: in production Hosting rewrites `/<path>` to it on the app's own
 * origin (firebase.json); the emulator is called directly, under the function's name.
 */
export function functionUrl(functionId: string, path: string): string {
  const env = import.meta.env;
  if (env.VITE_EMULATOR_HOST)
    return `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${env.VITE_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/${functionId}/${path}`;
  return `${window.location.origin}/${path}`;
}
