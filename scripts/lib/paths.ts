import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
/**
 * Git-ignored local state kept between runs of `npm start`; `npm run reset` wipes it. OFFICE_LOCAL_DATA
 * points it elsewhere (the crash tests run `npm start` on a throwaway copy).
 */
export const LOCAL_DATA = process.env.OFFICE_LOCAL_DATA ?? join(ROOT, '.local-data');
/** Auth (and in full mode Firestore/Storage) emulator export, imported at start, written on change and on exit. */
export const EMULATOR_STATE = join(LOCAL_DATA, 'emulators');
/** Firestore mode's documents: the Firestore emulator's last export (firestore-state.ts). */
export const FIRESTORE_STATE = join(LOCAL_DATA, 'firestore');
/** Embedded mode's SQLite file and file bytes (and Firestore mode's file bytes). */
export const EMBEDDED_DATA = join(LOCAL_DATA, 'embedded');
/** The committed seed. */
export const SEED_DIR = join(ROOT, 'emulator-data');
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
