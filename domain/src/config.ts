/** Deployment facts both sides must agree on. */

/** São Paulo: closest to the office's users, and keeps personal data in Brazil (LGPD). */
export const FUNCTIONS_REGION = 'southamerica-east1';

/** The local project id. The `demo-` prefix makes the emulators refuse to reach any real project. */
export const LOCAL_PROJECT_ID = 'demo-escritorio';

export const EMULATOR_PORTS = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  storage: 9199,
  hosting: 5000,
  /** The emulator hub: the launcher asks it to export the Auth state. */
  hub: 4400,
  /** The stand-in for DataJud and the DJEN (tests/support/court-standin), when the local run uses it. */
  courts: 9300,
} as const;
