/**
 * Signals between the session and the modules that load after it (the callables, the query cache), so the
 * first page's code need not import them:
 * - `access-changed` (detail: the error id): a call revealed that the caller's access changed;
 * - `ended`: the signed-in person signed out or lost the session; nothing they read may stay cached;
 * - `preparing`: someone started filling in a sign-in form; what the app needs next may start downloading.
 */
export const sessionEvents = new EventTarget();
