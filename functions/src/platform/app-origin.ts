/** The app's address as the deployment sets it (APP_ORIGIN; the emulators set the local one), without a trailing "/". */
export function configuredAppOrigin(): string | null {
  return process.env.APP_ORIGIN ? process.env.APP_ORIGIN.replace(/\/+$/, '') : null;
}
