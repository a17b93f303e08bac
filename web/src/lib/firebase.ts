import type * as FunctionsSdk from 'firebase/functions';
import type * as AuthSdkModule from './auth-sdk';
import { EMULATOR_PORTS, FUNCTIONS_REGION } from '@office/domain/config';
import { FIREBASE_CONFIG } from './firebase-config';
import { SIGNED_IN_HINT } from './session-hint';

/** lib/auth-sdk.ts once loaded: the Auth instance and the Auth functions the app uses. */
export type AuthSdk = typeof AuthSdkModule;

let authLoad: Promise<AuthSdk> | undefined;

/**
 * The Firebase Auth SDK, downloaded on first use: at start only when a session is saved in this browser,
 * otherwise when the person types in a sign-in form or submits it. A failed download is forgotten, so the
 * next attempt downloads again.
 */
export function loadAuth(): Promise<AuthSdk> {
  authLoad ??= import('./auth-sdk').catch((error: unknown) => {
    authLoad = undefined;
    throw error;
  });
  return authLoad;
}

/** The signed-in account, or null (also while no session was ever loaded in this tab). */
export async function currentUser(): Promise<AuthSdk['auth']['currentUser']> {
  return (await loadAuth()).auth.currentUser;
}

// The key Firebase Auth saves the signed-in account under, in IndexedDB and in the Web Storage fallbacks
// (`_persistenceKeyName` in @firebase/auth: "firebase:authUser:<apiKey>:<app name>").
const USER_KEY = `firebase:authUser:${FIREBASE_CONFIG.apiKey}:[DEFAULT]`;
const AUTH_DB = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage' };

/** Whether Firebase's IndexedDB holds a saved account; never creates the database when it is absent. */
function savedInIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(AUTH_DB.name);
    } catch {
      resolve(false);
      return;
    }
    // No database yet: abort its creation (Firebase creates it with its store when it first saves).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(AUTH_DB.store)) {
        db.close();
        resolve(false);
        return;
      }
      const get = db.transaction(AUTH_DB.store, 'readonly').objectStore(AUTH_DB.store).get(USER_KEY);
      get.onsuccess = () => {
        db.close();
        resolve(get.result !== undefined);
      };
      get.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

/**
 * Whether this browser keeps a signed-in account, read without the SDK: the SDK then loads at start only
 * for people who are signed in. When unsure (a storage error), it answers true: loading the SDK costs
 * some kilobytes, showing a signed-in person the login page would cost their session.
 */
export async function hasSavedSession(): Promise<boolean> {
  try {
    if ([SIGNED_IN_HINT, USER_KEY].some((key) => localStorage.getItem(key) !== null) || sessionStorage.getItem(USER_KEY) !== null) return true;
  } catch {
    return true;
  }
  return typeof indexedDB === 'undefined' ? false : savedInIndexedDb();
}

/**
 * Set while someone is signed in in this browser, so the next visit starts loading the SDK without waiting
 * for IndexedDB. Only a hint: a stale one costs a download, and the SDK then says nobody is signed in.
 */

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (private mode, quota): the IndexedDB check still answers.
  }
}

interface LoadedFunctions {
  functions: FunctionsSdk.Functions;
  sdk: typeof FunctionsSdk;
  auth: AuthSdk['auth'];
}

let functionsLoad: Promise<LoadedFunctions> | undefined;

/**
 * One Functions instance, for the region the callables are deployed to. Loaded on the first call (after
 * the Auth SDK, whose token the calls carry), so the login page does not download the Functions SDK.
 */
export function loadFunctions(): Promise<LoadedFunctions> {
  functionsLoad ??= Promise.all([loadAuth(), import('firebase/functions')])
    .then(([{ auth, firebaseApp }, sdk]) => {
      const functions = sdk.getFunctions(firebaseApp, FUNCTIONS_REGION);
      const host = import.meta.env.VITE_EMULATOR_HOST;
      if (host) sdk.connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
      return { functions, sdk, auth };
    })
    .catch((error: unknown) => {
      functionsLoad = undefined;
      throw error;
    });
  return functionsLoad;
}
