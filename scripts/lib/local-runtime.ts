/**
 * Which store `npm start` runs the app on, and why: the embedded store unless OFFICE_MODE names another
 * (mode.ts, `startDefault`), and with OFFICE_MODE=full or firestore:
 * - **full**: Java 21+ and firebase-tools' downloads: its Firestore and Storage emulators (mode.ts);
 * - **firestore**: otherwise, when the official Firestore emulator's jar and a Java that runs it are here
 *   (firestore-emulator.ts): the functions on the Firestore adapter, documents on the jar, files on disk;
 * - **embedded**: otherwise, the embedded store (SQLite and a folder).
 */
import { decideMode, startDefault, type LocalMode, type ModeDecision } from './mode';
import { firestoreEmulatorAvailable, type Found } from './firestore-emulator';

export type RuntimeName = 'full' | 'firestore' | 'embedded';

export interface RuntimeDecision {
  name: RuntimeName;
  /** The firebase-tools emulator set: `full` adds its Firestore and Storage emulators. */
  mode: LocalMode;
  /** The Firestore emulator's jar that holds the documents (firestore only). */
  jar: string | null;
  reason: string;
}

export function decideRuntime(
  env: NodeJS.ProcessEnv = process.env,
  find: (env: NodeJS.ProcessEnv) => Found<{ jar: string; java: number }> = firestoreEmulatorAvailable,
  firebaseTools: (env: NodeJS.ProcessEnv) => ModeDecision = decideMode,
): RuntimeDecision {
  const preset = startDefault(env);
  if (preset) return { name: 'embedded', mode: 'embedded', jar: null, reason: preset.reason };
  const decided = firebaseTools(env);
  if (decided.mode === 'full') return { name: 'full', mode: 'full', jar: null, reason: decided.reason };
  const found = find(env);
  if (env.OFFICE_MODE === 'firestore') {
    if (!found.ok) throw new Error(`OFFICE_MODE=firestore was set, but ${found.reason}`);
    return { name: 'firestore', mode: 'embedded', jar: found.jar, reason: `OFFICE_MODE=firestore was set (Java ${found.java}, ${found.jar})` };
  }
  if (!found.ok) return { name: 'embedded', mode: 'embedded', jar: null, reason: `${decided.reason}; and ${found.reason}` };
  return {
    name: 'firestore',
    mode: 'embedded',
    jar: found.jar,
    reason: `the official Firestore emulator's jar runs on Java ${found.java} (${found.jar}); files on disk, since the Storage emulator needs Java 21+`,
  };
}
