import { EMULATOR_PORTS, FUNCTIONS_REGION } from '@office/domain/config';

/** Where the `files` function serves a stored object: Hosting rewrites /files/** in production; the emulator is called directly. */
export function filesUrl(path: string): string {
  const env = import.meta.env;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  if (env.VITE_EMULATOR_HOST) return `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${env.VITE_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/files/${encoded}`;
  return `/files/${encoded}`;
}
