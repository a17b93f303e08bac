/**
 * The localStorage key set while someone is signed in in this browser (lib/firebase.ts). Read before the
 * app's code runs by the build's session preload (vite.config.ts), so a signed-in person's next visit fetches
 * the signed-in chunks together with the entry.
 */
export const SIGNED_IN_HINT = 'office.signedIn';
