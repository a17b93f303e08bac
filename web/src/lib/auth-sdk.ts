/**
 * The one module that imports the Firebase Auth SDK: the Firebase app, its Auth instance and the Auth
 * functions the app uses. It is loaded on demand (lib/firebase.ts `loadAuth`), so the login page paints and
 * takes input before this code downloads.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { EMULATOR_PORTS } from '@office/domain/config';
import { FIREBASE_CONFIG } from './firebase-config';

export {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
// Failures are read after the SDK answers, so their pt-BR texts travel with it.
export { authErrorMessage } from './auth-errors';

export const firebaseApp = initializeApp(FIREBASE_CONFIG);

/**
 * getAuth() would also bundle the popup and redirect sign-in code, which the office does not use. The
 * persistences are getAuth()'s, in its order, so a session saved by either finds the other.
 */
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
auth.languageCode = 'pt-BR';

const emulatorHost = import.meta.env.VITE_EMULATOR_HOST;
if (emulatorHost) {
  // 127.0.0.1 rather than localhost: avoids IPv6 resolution to a port nothing listens on.
  connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
}
