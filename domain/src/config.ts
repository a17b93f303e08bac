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
  /** The local mail sink's SMTP server (scripts/lib/mail-sink.ts): the functions send the app's e-mail there. */
  smtp: 1025,
  /** The mail sink's inbox, a web page and a REST API (tests read the mail sent through it). */
  mailInbox: 1080,
} as const;

/**
 * The sender on the app's e-mail unless the deployment sets MAIL_FROM (functions/src/platform/mailer.ts); the
 * local run's mail sink (scripts/lib/mail-sink.ts) shows it as it is.
 */
export const DEFAULT_MAIL_FROM = '"Barbosa Advocacia" <nao-responda@barbosaadvocacia.test>';

/**
 * The one function that serves every interactive operation (functions/src/api.ts): `POST /api/<operation>`
 * with the callable protocol's body. One warm instance answers every screen, where one function per
 * operation met a cold start the first time each operation was used after an idle spell.
 */
export const API_FUNCTION = 'api';

/** The API function's address on the local Functions emulator, where a local build posts (web/src/lib/function-url.ts). */
export const LOCAL_API_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${API_FUNCTION}`;

/**
 * Operations deployed as functions of their own, with the timeout they need: a court sync may run for
 * minutes, past the API function's 70 s and past the 60 s that Firebase Hosting allows a rewritten request.
 */
export const OWN_FUNCTION_TIMEOUTS = {
  'integrations-syncDatajud': 540,
  'integrations-syncDjen': 540,
  'lawsuits-syncMovements': 180,
  // Writing an export's archive (every record and file of the office) may take minutes.
  'exports-run': 540,
} as const;

/** Whether an operation is deployed as its own function rather than served by the API function. */
export function hasOwnFunction(name: string): name is keyof typeof OWN_FUNCTION_TIMEOUTS {
  return Object.hasOwn(OWN_FUNCTION_TIMEOUTS, name);
}

/**
 * Operations open to anyone (policy 'public') are rate-limited by the caller's address. Called through
 * Hosting, the last `X-Forwarded-For` hop would be Hosting's CDN, not the visitor, so the SPA calls these at
 * the API function's own address, where the platform's front end adds the visitor's. They all live in the
 * `publicPages` group (a unit test holds the registry to that).
 */
export function isPublicOperation(name: string): boolean {
  return name.startsWith('publicPages-');
}
