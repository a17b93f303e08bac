/**
 * Where `npm start` asks for the notifier's pass (local-pass.ts): a path under the API function that only the
 * emulators answer. Apart from the trigger so the launcher can name it without loading the functions' code.
 */
export const LOCAL_PASS_ROUTE = '/_local/notifier-pass';
