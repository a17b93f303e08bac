import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_FUNCTION, EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID } from '@office/domain/config';
import { writeEmulatorConfig } from './hosting-config';
import { FIREBASE_BIN, ROOT } from './paths';
import type { LocalMode } from './mode';

export interface EmulatorOptions {
  mode: LocalMode;
  only: ('auth' | 'functions' | 'hosting')[];
  importDir: string;
  exportOnExit?: string;
  embeddedDataDir: string;
  /** The Firestore emulator run from its jar (firestore-emulator.ts): documents there, files on disk. */
  firestoreHost?: string;
  /** `npm start`'s write journal for the jar's documents (OFFICE_FIRESTORE_JOURNAL, firestore-state.ts). */
  firestoreJournal?: string;
  /** `npm start`'s heap ceiling for the emulators' process (LEAN_EMULATORS); the test runs keep Node's default for their bursts. */
  lean?: boolean;
  /**
   * Worker processes each function may have (emulator-worker-cap.mjs); requests beyond wait for a free one.
   * 2 unless given: what the SPA's emulator build keeps in flight (web/src/lib/local-limit.ts), and still two
   * calls at once for the tests' races (which the emulator gate serialises at the store when they meet on a document).
   */
  workersPerFunction?: number;
  /** Echo the emulators' own output (the launcher does; tests keep it in a log). */
  onOutput: (chunk: string) => void;
}

export function emulatorEnv(mode: LocalMode, embeddedDataDir: string, firestoreHost?: string, firestoreJournal?: string): NodeJS.ProcessEnv {
  // The app's address for the links back to each entry in a calendar feed (Hosting passes it in production).
  const base = {
    ...process.env,
    APP_ORIGIN: process.env.APP_ORIGIN ?? `http://127.0.0.1:${EMULATOR_PORTS.hosting}`,
    // Calls that arrive together each start a process that loads the functions; 30 at once on 2 cores take
    // longer than the emulator's default 30 s, after which it drops the requests unanswered.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
  if (firestoreHost) {
    // Each committed write is journaled before it is answered, so a crash loses nothing acknowledged (write-journal.ts).
    const journal = firestoreJournal ? { OFFICE_FIRESTORE_JOURNAL: firestoreJournal } : {};
    return { ...base, ...jarStoreEnv(firestoreHost, embeddedDataDir), ...journal };
  }
  return mode === 'embedded' ? { ...base, OFFICE_STORE: 'embedded', OFFICE_DATA_DIR: embeddedDataDir } : { ...base, OFFICE_STORE: 'firestore' };
}

/** Where the emulator gate keeps its lock files (emulator-gate.ts). */
export function firestoreGateDir(dataDir: string): string {
  return join(dataDir, 'firestore-locks');
}

/** The functions' stores beside the Firestore emulator's jar: documents on it, files in `<dataDir>/files`. */
export function jarStoreEnv(firestoreHost: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    OFFICE_STORE: 'firestore',
    OFFICE_FILES: 'disk',
    OFFICE_DATA_DIR: dataDir,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    // Transactions touching the same documents wait for each other: the emulator cannot resolve lock deadlocks (emulator-gate.ts).
    OFFICE_FIRESTORE_GATE: firestoreGateDir(dataDir),
    GCLOUD_PROJECT: LOCAL_PROJECT_ID,
  };
}

/**
 * V8 grows a heap by a factor of what survived its last full collection and collects lazily while memory is
 * plentiful: the emulators' process (firebase-tools) stood at 300–370 MB after loading, 180 MB once collected
 * (93 MB live). A ceiling makes it collect before growing past it.
 */
const LEAN_EMULATORS = ['--max-old-space-size=160', '--max-semi-space-size=1'];
/**
 * Function workers inherit NODE_OPTIONS (only flags Node allows there). A 1 MB semi-space keeps each worker's
 * young generation small (about 15 MB less each); the old generation keeps its default ceiling, as a large
 * import needs it.
 */
const LEAN_WORKER = ['--max-semi-space-size=1'];
/**
 * `npm start`'s workers also get an old-generation ceiling, far above what they hold (45–65 MB of heap): under a
 * small ceiling V8 grows the heap less eagerly (a smaller growing factor), so each worker keeps about 15 MB less
 * (the functions' bundle serving 480 requests in one process: 124–126 MB RSS against 137–147 MB, 02/12/2026).
 */
const LEAN_WORKER_CEILING = ['--max-old-space-size=384'];

/**
 * Each API call's log lines cost the emulators' process and the workers a third and a quarter of their CPU in a
 * burst (emulator-quiet-logs.mjs), so the emulators print only what is not routine: the module, preloaded into
 * every process of their tree, drops the per-request lines, and the function logs failed calls only (api.ts).
 * `OFFICE_EMULATOR_LOGS=all` keeps everything.
 */
const QUIET_LOGS = `--import=${pathToFileURL(join(ROOT, 'scripts', 'lib', 'emulator-quiet-logs.mjs')).href}`;

/** Starts `firebase emulators:start` and resolves once every emulator says it is ready. */
export function startEmulators(options: EmulatorOptions): Promise<ChildProcess> {
  const only = options.mode === 'full' ? [...options.only, 'firestore', 'storage'] : options.only;
  // The emulators read a copy of firebase.json whose CSP also allows their own origins (hosting-config.ts).
  const args = ['emulators:start', '--config', writeEmulatorConfig(), '--only', only.join(','), '--project', LOCAL_PROJECT_ID, '--import', options.importDir];
  if (options.exportOnExit) args.push('--export-on-exit', options.exportOnExit);
  const env = emulatorEnv(options.mode, options.embeddedDataDir, options.firestoreHost, options.firestoreJournal);
  const quiet = env.OFFICE_EMULATOR_LOGS !== 'all';
  env.NODE_OPTIONS = [env.NODE_OPTIONS, ...LEAN_WORKER, ...(options.lean ? LEAN_WORKER_CEILING : []), ...(quiet ? [QUIET_LOGS] : [])].filter(Boolean).join(' ');
  if (quiet) env.OFFICE_CALL_LOG = 'failures';
  env.OFFICE_WORKERS_PER_FUNCTION = String(options.workersPerFunction ?? 2);
  const preloads = ['emulator-worker-cap.mjs', 'auth-emulator-lazy-schemas.mjs'].flatMap((file) => [
    '--import',
    pathToFileURL(join(ROOT, 'scripts', 'lib', file)).href,
  ]);
  const child = spawn(process.execPath, [...(options.lean ? LEAN_EMULATORS : []), ...preloads, FIREBASE_BIN, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so Ctrl-C reaches it once, through us, and it can export before exiting.
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (data: Buffer) => {
      const text = data.toString();
      options.onOutput(text);
      buffered = (buffered + text).slice(-4000);
      if (buffered.includes('All emulators ready')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`The emulators exited before they were ready (exit code ${code}). Output:\n${buffered}`)));
  });
}

/** Asks the emulators to stop (they export on SIGINT) and waits for them. */
export function stopEmulators(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve) => {
    const pid = child.pid;
    if (child.exitCode !== null || pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGINT');
    } catch {
      resolve();
    }
  });
}

/**
 * Starts the API function's workers before anyone calls. The Functions emulator runs each request of a
 * function in a worker process of its own, started on demand (about 1.2 s each on this machine), and keeps it
 * for the next request; the dashboard sends a few calls at once. The warm-up calls `operation` anonymously:
 * `session-me` is refused after loading the whole bundle and opening the store (nothing read or written);
 * `publicPages-office`, the public site's, is answered, so the store's connection and its first transaction
 * (the caller's rate-limit counter) are also behind each worker, and the first signed-in call does not pay for
 * them (about 200 ms on the Firestore emulator). `npm start` uses the latter; the test runs the former, as a
 * counter written from their own address would count against their rate-limit assertions.
 */
export async function warmFunctions(operation: 'session-me' | 'publicPages-office' = 'session-me', apiWorkers = 2): Promise<void> {
  const base = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}`;
  const send = (url: string, init: RequestInit) =>
    fetch(url, init)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  const anonymousCall = () =>
    send(`${base}/${API_FUNCTION}/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' });
  // One round: workers already idle are reused, so calls in the same round each start their own. The files
  // function (images on the first pages) gets one too: an anonymous GET, refused.
  await Promise.all([...Array.from({ length: apiWorkers }, anonymousCall), send(`${base}/files/`, { method: 'GET' })]);
}
