/**
 * The official Cloud Firestore emulator, run straight from its jar. firebase-tools insists on Java 21 before it
 * starts any emulator, but the jar itself (Debian's google-cloud-cli-firestore-emulator, 1.19) runs on Java 11+,
 * so the tests start it here: on a free loopback port, with a bounded heap, stopped with the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { javaMajor } from './mode';
import { freePort } from './ports';

export const FIRESTORE_EMULATOR_PACKAGE = 'google-cloud-cli-firestore-emulator';
/** Where the Debian package puts the jar, for machines without dpkg's database (a copied image). */
export const KNOWN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const JAR_NAME = 'cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const MIN_JAVA = 11;
/** About 290 MB resident for a test run; the bound keeps a runaway emulator from taking the machine. */
const DEFAULT_HEAP_MB = 512;

export interface JarProbes {
  exists: (path: string) => boolean;
  /** The files `dpkg -L` lists for a package, or null without dpkg or without the package. */
  packageFiles: (pkg: string) => string[] | null;
}

const systemProbes: JarProbes = {
  exists: existsSync,
  packageFiles: (pkg) => {
    const result = spawnSync('dpkg', ['-L', pkg], { encoding: 'utf8' });
    return result.error || result.status !== 0 ? null : result.stdout.split('\n').filter(Boolean);
  },
};

export type Found<T> = ({ ok: true } & T) | { ok: false; reason: string };

/** The jar: FIRESTORE_EMULATOR_JAR first, then the Debian package's files, then its usual path. */
export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env, probes: JarProbes = systemProbes): Found<{ jar: string }> {
  const named = env.FIRESTORE_EMULATOR_JAR;
  if (named) {
    return probes.exists(named) ? { ok: true, jar: named } : { ok: false, reason: `FIRESTORE_EMULATOR_JAR is set to ${named}, which does not exist` };
  }
  const listed = probes.packageFiles(FIRESTORE_EMULATOR_PACKAGE)?.find((file) => file.endsWith(`/${JAR_NAME}`));
  if (listed && probes.exists(listed)) return { ok: true, jar: listed };
  if (probes.exists(KNOWN_JAR)) return { ok: true, jar: KNOWN_JAR };
  return {
    ok: false,
    reason: `the official Firestore emulator is not installed (apt-get install ${FIRESTORE_EMULATOR_PACKAGE}, or set FIRESTORE_EMULATOR_JAR to its ${JAR_NAME})`,
  };
}

/** Why this Java cannot run the jar, or null when it can. */
export function javaReason(java: number | null): string | null {
  if (java === null) return `Java was not found; the Firestore emulator jar needs Java ${MIN_JAVA}+ (apt-get install default-jre-headless)`;
  if (java < MIN_JAVA) return `Java ${java} found; the Firestore emulator jar needs Java ${MIN_JAVA}+`;
  return null;
}

/** The jar and a Java that runs it, or why not. */
export function firestoreEmulatorAvailable(
  env: NodeJS.ProcessEnv = process.env,
  probes: JarProbes = systemProbes,
  java: () => number | null = javaMajor,
): Found<{ jar: string; java: number }> {
  const found = findFirestoreEmulatorJar(env, probes);
  if (!found.ok) return found;
  const version = java();
  const reason = javaReason(version);
  return reason === null && version !== null ? { ok: true, jar: found.jar, java: version } : { ok: false, reason: reason ?? 'Java was not found' };
}

/**
 * A lean JVM for the app's own local data (`npm start`): a 256 MB heap that starts small, a 24 MB young
 * generation (the default sized it at 78 MB, all of it touched between collections, for about 20 MB of live
 * documents), the serial collector, the client compiler only and small thread stacks hold it at about 170 MB
 * instead of 280 MB; the test runs keep the default JVM, whose optimising compiler serves their bursts faster.
 */
const LEAN_JVM = ['-Xms32m', '-Xmn24m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:ReservedCodeCacheSize=32m', '-Xss512k'];

export function emulatorArgs(jar: string, port: number, heapMb: number, extra: readonly string[] = [], lean = false): string[] {
  return [`-Xmx${heapMb}m`, ...(lean ? LEAN_JVM : []), '-cp', jar, MAIN_CLASS, 'start', '--host=127.0.0.1', `--port=${port}`, ...extra];
}

export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, as FIRESTORE_EMULATOR_HOST and the Firestore clients want it. */
  host: string;
  /** Stops the emulator (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  jar: string;
  heapMb?: number;
  /** A fixed port; by default a free one. */
  port?: number;
  /** More emulator flags, e.g. `--import-data=<dir>` or `--export-on-exit=<dir>`. */
  args?: readonly string[];
  /** The emulator's own output (kept out of the test output by default). */
  onOutput?: (text: string) => void;
  /**
   * A file the emulator writes its output to itself, instead of `onOutput`. A parent that blocks its event loop
   * (`npm test` waits on each vitest run with spawnSync) never drains a pipe: once the emulator has written 64 KB
   * (a warning per refused rule evaluation), its writes block and every request hangs.
   */
  logFile?: string;
  readyTimeoutMs?: number;
  /**
   * The caller stops the emulator on a signal (to save its data first): the jar runs in its own process group,
   * so a Ctrl-C at the terminal does not reach it, and no signal hooks are set. It still stops when this
   * process exits.
   */
  stoppedByOwner?: boolean;
  /** The lean JVM flags (above), with a 256 MB heap unless `heapMb` says otherwise. */
  lean?: boolean;
}

/** The emulator answers "Ok" on GET / once it serves requests. */
async function answersOk(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    return res.ok && (await res.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Starts the jar and resolves once it answers. The emulator is stopped by `stop()`, and in any case when this
 * process exits or is interrupted (only a SIGKILL of this process can leave it running).
 */
export async function startFirestoreEmulator(options: StartOptions): Promise<FirestoreEmulator> {
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child: ChildProcess = spawn(
    'java',
    emulatorArgs(options.jar, port, options.heapMb ?? (options.lean ? 256 : DEFAULT_HEAP_MB), options.args, options.lean),
    {
      stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
      detached: options.stoppedByOwner === true,
    },
  );
  if (logFd !== null) closeSync(logFd);
  let output = '';
  const onData = (data: Buffer): void => {
    const text = data.toString();
    output = (output + text).slice(-4_000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned: { error: Error | null } = { error: null };
  child.once('error', (error) => (spawned.error = error));
  // A java that never started (spawn error) never exits either: it counts as not running.
  const running = (): boolean => spawned.error === null && child.exitCode === null && child.signalCode === null;

  function killNow(): void {
    if (running()) child.kill('SIGTERM');
  }
  function onSignal(signal: NodeJS.Signals): void {
    killNow();
    unhook();
    // Nobody else handles it: end of the signal, as this process would have without these hooks.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  function unhook(): void {
    process.off('exit', killNow);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
  process.on('exit', killNow);
  if (!options.stoppedByOwner) for (const signal of SIGNALS) process.on(signal, onSignal);

  const stop = async (): Promise<void> => {
    unhook();
    if (!running()) return;
    killNow();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (await answersOk(host)) return { host, stop };
    const failure = spawned.error;
    if (failure || !running() || Date.now() > deadline) {
      const why = failure ? failure.message : running() ? 'it did not answer in time' : `it exited (${child.exitCode ?? child.signalCode ?? '?'})`;
      await stop();
      const said = options.logFile ? readFileSync(options.logFile, 'utf8').slice(-4_000) : output;
      throw new Error(`The Firestore emulator did not start (${why}). Its output:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
