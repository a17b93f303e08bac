import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type LocalMode = 'full' | 'embedded';

export interface ModeDecision {
  mode: LocalMode;
  reason: string;
}

/** Major Java version, or null when there is no Java. `java -version` writes to stderr. */
export function javaMajor(run: () => { stdout: string; stderr: string } | null = runJavaVersion): number | null {
  const out = run();
  if (!out) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stdout}\n${out.stderr}`);
  if (!m) return null;
  // "1.8.0" means Java 8.
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

function runJavaVersion(): { stdout: string; stderr: string } | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? null : { stdout: result.stdout, stderr: result.stderr };
}

/** The official Firestore and Storage emulators are jars firebase-tools downloads once into its cache. */
function emulatorJarsCached(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return false;
  const files = readdirSync(dir);
  return files.some((f) => f.startsWith('cloud-firestore-emulator')) && files.some((f) => f.startsWith('cloud-storage-rules-runtime'));
}

/**
 * Why `npm start` runs on the embedded store when OFFICE_MODE names no mode, even where the Firestore emulator
 * could run: of 500 concurrent calls from 50 people (scripts/lib/burst-bench.ts, 02/12/2026) the embedded store
 * answered all, while the Firestore emulator, whose transactions then ran one at a time
 * (functions/src/store/firestore/emulator-gate.ts), failed 161 (04/12/2026: all answered, p95 12–13 s against the
 * embedded store's 4.5 s); and SQLite makes each write durable before it is
 * acknowledged. The tests keep the Firestore adapter (the production code) on the emulator, and
 * OFFICE_MODE=firestore or OFFICE_MODE=full runs the app on it.
 */
export const EMBEDDED_BY_DEFAULT =
  'the default: the embedded store answered every call of a burst of 500 (the Firestore emulator then failed 161; it now answers all, in about three times as long) and is durable at each commit; OFFICE_MODE=firestore runs the production adapter';

/** The decision `npm start` takes before looking for Java or the jar: embedded unless OFFICE_MODE names a mode. */
export function startDefault(env: NodeJS.ProcessEnv = process.env): ModeDecision | null {
  if (env.OFFICE_MODE === 'embedded') return { mode: 'embedded', reason: 'OFFICE_MODE=embedded was set' };
  if (env.OFFICE_MODE === 'full' || env.OFFICE_MODE === 'firestore') return null;
  return { mode: 'embedded', reason: EMBEDDED_BY_DEFAULT };
}

/**
 * Full mode needs Java 21+ and the emulator downloads; otherwise the embedded
 * store stands in for Firestore and Storage. OFFICE_MODE=full|embedded overrides.
 */
export function decideMode(env: NodeJS.ProcessEnv = process.env): ModeDecision {
  if (env.OFFICE_MODE === 'embedded') return { mode: 'embedded', reason: 'OFFICE_MODE=embedded was set' };
  const java = javaMajor();
  if (env.OFFICE_MODE === 'full') return { mode: 'full', reason: `OFFICE_MODE=full was set (Java ${java ?? 'not found'})` };
  if (java === null) return { mode: 'embedded', reason: 'Java was not found; the official Firestore and Storage emulators need Java 21+' };
  if (java < 21) return { mode: 'embedded', reason: `Java ${java} found; the official Firestore and Storage emulators need Java 21+` };
  if (!emulatorJarsCached()) {
    return {
      mode: 'embedded',
      reason: `Java ${java} found, but the Firestore/Storage emulators are not downloaded (run "npx firebase setup:emulators:firestore" and "npx firebase setup:emulators:storage" once, online)`,
    };
  }
  return { mode: 'full', reason: `Java ${java} and the official Firestore/Storage emulators are available` };
}
