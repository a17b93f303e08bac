import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type * as FunctionsSdk from 'firebase/functions';
import { EMULATOR_PORTS, FUNCTIONS_REGION } from '@office/domain/config';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
});

export const auth = getAuth(firebaseApp);
auth.languageCode = 'pt-BR';

if (env.VITE_EMULATOR_HOST) {
  // 127.0.0.1 rather than localhost: avoids IPv6 resolution to a port nothing listens on.
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
}

interface LoadedFunctions {
  functions: FunctionsSdk.Functions;
  sdk: typeof FunctionsSdk;
}

let functionsPromise: Promise<LoadedFunctions> | undefined;

/**
 * One Functions instance, for the region the callables are deployed to. Loaded
 * on the first call, so the login page does not download the Functions SDK.
 */
export function loadFunctions(): Promise<LoadedFunctions> {
  functionsPromise ??= import('firebase/functions').then((sdk) => {
    const functions = sdk.getFunctions(firebaseApp, FUNCTIONS_REGION);
    if (env.VITE_EMULATOR_HOST) sdk.connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, EMULATOR_PORTS.functions);
    return { functions, sdk };
  });
  return functionsPromise;
}
