/**
 * `npm test`: lint, typecheck, unit and store-contract tests; then, on the official Firestore emulator started
 * from its jar (when installed), the Firestore adapter contract and the Firestore security rules; then, with the
 * emulators started on a fresh copy of the seed, the callables over HTTP (functions on the Firestore adapter, on
 * the jar) and the browser suite (functions on the embedded store); then `npm start` itself, stopped and killed
 * and started again, in embedded and in Firestore mode. Ends with the time per step and one summary line.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { buildForEmulators } from './lib/build';
import { jarStoreEnv, startEmulators, stopEmulators, warmFunctions } from './lib/emulators';
import { spawnCourtStandin } from './lib/courts';
import { spawnMailSink } from './lib/mail-sink';
import { runSideBySide, staticChecks, type CheckResult } from './lib/static-checks';
import { firestoreEmulatorAvailable, startFirestoreEmulator, type FirestoreEmulator } from './lib/firestore-emulator';
import { decideMode } from './lib/mode';
import { ROOT, SEED_DIR } from './lib/paths';
import { portInUse } from './lib/ports';
import { prepareLocalData } from './lib/seed-store';
import { CHROMIUM } from '../tests/support/chromium';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
/**
 * `TEST_STEPS=callables,browser npm test` runs only the named steps (lint, typecheck, scaffold, unit, firestore,
 * rules, callables, browser, crash), and
 * `TEST_FILES=clients` filters the emulator suites by file name — for quick local runs; CI and a plain
 * `npm test` run everything.
 */
const only = process.env.TEST_STEPS ? new Set(process.env.TEST_STEPS.split(',').map((s) => s.trim())) : null;
const wanted = (step: string) => !only || only.has(step);
if (only) console.log(`TEST_STEPS: running only ${[...only].join(', ')}`);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test with the first line of its error, repeated at the very end where a long log is read first. */
const failedTests: string[] = [];
const outputDir = join(ROOT, 'tests', 'output');

/** When each step began (and, for steps run side by side, how long it took), for the timings printed at the end. */
const began: { title: string; at: number; took?: number }[] = [];
function step(title: string): void {
  began.push({ title, at: Date.now() });
  console.log(`\n━━ ${title} ━━`);
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  step(title);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/** An error's opening words: its first lines, not its stack. */
const firstLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('at '))
    .slice(0, 3)
    .join(' ')
    .slice(0, 240);

/** The unit step's vitest projects: all but `scaffold`, which runs with the static checks. */
const UNIT_PROJECTS = ['domain', 'web', 'web-own-mocks', 'functions'].flatMap((project) => ['--project', project]);

/** Runs one vitest configuration and adds its counts to the total. */
function vitest(title: string, config: string, env: NodeJS.ProcessEnv = process.env, filters: string[] = []): void {
  const report = join(outputDir, `${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const ok = run(title, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filters], env);
  if (!existsSync(report)) {
    if (ok) failures.push(`${title} (no report)`);
    total.failed++;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTestSuites: number;
    numFailedTestSuites: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string; duration?: number | null; failureMessages: string[] }[];
    }[];
  };
  for (const file of json.testResults) {
    const where = relative(ROOT, file.name);
    if (file.assertionResults.length === 0 && file.message) failedTests.push(`${title} › ${where}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
      const took = t.duration ? ` (${(t.duration / 1000).toFixed(1)} s)` : '';
      failedTests.push(`${title} › ${where} › ${t.fullName}${took}: ${firstLine(t.failureMessages[0] ?? '')}`);
    }
  }
  total.passed += json.numPassedTests;
  total.failed += json.numFailedTests + (json.numFailedTests === 0 && !ok ? 1 : 0);
  total.skipped += json.numPendingTests + json.numTodoTests;
}

/** Prints the static checks' results in the order given, with their durations among the steps' timings. */
function reportChecks(results: CheckResult[], groupStart: number, how: string): void {
  for (const result of results) {
    began.push({ title: result.title, at: groupStart, took: result.took });
    console.log(`\n━━ ${result.title} ━━`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    if (!result.ok) failures.push(result.title);
  }
  began.push({ title: `(the ${results.length} checks above, ${how})`, at: groupStart, took: Date.now() - groupStart });
}

/**
 * The static checks first, two at a time at normal priority, then the unit step. Not beside the tests: on two
 * cores anything run beside them slows them (in CI, at the lowest priority beside every test step, the unit step
 * took 424 s against 341 alone and the browser step 949 s against 613 the round before), and each
 * check's CPU is the same wherever it runs.
 */
if (['lint', 'typecheck', 'scaffold'].some(wanted)) {
  const groupStart = Date.now();
  reportChecks(await runSideBySide(staticChecks(wanted)), groupStart, 'side by side');
}
if (wanted('unit')) vitest('unit and store contract', 'vitest.config.ts', process.env, UNIT_PROJECTS);

// In full mode firebase-tools' own Firestore and Storage emulators serve the adapter contract and the rules (below).
const { mode, reason: modeReason } = decideMode();

/** The Firestore emulator from its jar, its output kept in tests/output/<logName>. */
function startJar(jar: string, logName: string): Promise<FirestoreEmulator> {
  mkdirSync(outputDir, { recursive: true });
  const log = join(outputDir, logName);
  writeFileSync(log, '');
  return startFirestoreEmulator({ jar, logFile: log });
}

/**
 * The production store and the Firestore security rules on the official Firestore emulator, run from its jar on
 * a free loopback port (scripts/lib/firestore-emulator.ts); without the jar or Java, each step says why it skipped.
 */
async function onFirestoreJar(): Promise<void> {
  const steps = [
    { name: 'firestore', title: 'Firestore adapter contract on the Firestore emulator' },
    { name: 'rules', title: 'security rules, Firestore half, on the Firestore emulator' },
  ].filter((s) => wanted(s.name));
  const found = firestoreEmulatorAvailable();
  if (!found.ok) {
    for (const s of steps) {
      step(s.title);
      console.log(`[skipped] ${s.title}: ${found.reason}`);
      total.skipped++;
    }
    return;
  }
  // Each step on a jar of its own: the rules never meet the contract's races (their lock waits, their leftovers),
  // and a failing step's log holds only its own requests. Starting one takes about a second.
  for (const s of steps) {
    const logName = `firestore-emulator-${s.name}.log`;
    step(`start the Firestore emulator for the ${s.name === 'firestore' ? 'adapter contract' : 'rules'} (Java ${found.java}, ${found.jar})`);
    let emulator: FirestoreEmulator;
    try {
      emulator = await startJar(found.jar, logName);
    } catch (error) {
      failures.push('start the Firestore emulator');
      console.error(error instanceof Error ? error.message : String(error));
      return;
    }
    console.log(`Listening on ${emulator.host} (its output: tests/output/${logName})`);
    const env: NodeJS.ProcessEnv = { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host, GCLOUD_PROJECT: LOCAL_PROJECT_ID };
    const failedBefore = failures.length;
    try {
      // Firestore's lock waits make the contract's races take seconds each (one used 12-19 s of vitest's default 20 s).
      if (s.name === 'firestore') vitest(s.title, 'vitest.config.ts', env, ['functions/src/store/firestore/firestore.test.ts', '--testTimeout=60000']);
      else vitest(s.title, 'tests/rules/vitest.config.ts', env);
    } finally {
      await emulator.stop();
    }
    if (failures.length > failedBefore) printLogTail(join(outputDir, logName));
  }
}

/** The last lines of an emulator's log, so a red run's output (often read only from its end) says what it saw. */
function printLogTail(path: string, lines = 30): void {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const withoutStacks = text.split('\n').filter((l) => !/^\s+at /.test(l));
  console.log(`\nEmulator output: ${path} (last lines below, without stack frames)\n${withoutStacks.slice(-lines).join('\n')}`);
}

if (mode === 'embedded' && (wanted('firestore') || wanted('rules'))) await onFirestoreJar();

/**
 * Where the functions keep their documents in an emulator suite: on the Firestore emulator's jar (the production
 * adapter; files on disk, since the Storage emulator needs Java 21) or in the embedded store. The HTTP suite runs
 * on the jar whenever it is here, so every callable test also proves the Firestore adapter; the browser suite
 * runs on the embedded store, so the embedded adapter is proven end to end beside its contract suite.
 * TEST_HTTP_STORE / TEST_BROWSER_STORE (firestore | embedded) choose otherwise. In full mode firebase-tools'
 * own Firestore and Storage emulators serve both.
 */
type SuiteStore = 'firestore' | 'embedded';
function suiteStore(variable: string, preferred: SuiteStore): { store: SuiteStore; why: string } {
  const asked = process.env[variable];
  if (asked !== undefined && asked !== 'firestore' && asked !== 'embedded') throw new Error(`${variable} must be firestore or embedded, not ${asked}`);
  const store = asked ?? preferred;
  if (store === 'embedded') return { store, why: asked ? `${variable}=embedded` : 'the embedded adapter, proven end to end here' };
  const found = firestoreEmulatorAvailable();
  return found.ok ? { store, why: `the Firestore emulator's jar (Java ${found.java})` } : { store: 'embedded', why: found.reason };
}

interface Suite {
  name: 'callables' | 'browser';
  title: string;
  config: string;
}
const SUITES: Suite[] = [
  { name: 'callables', title: 'callables over HTTP', config: 'tests/callables/vitest.config.ts' },
  { name: 'browser', title: 'browser', config: 'tests/e2e/vitest.config.ts' },
];

interface EmulatorRun {
  suites: Suite[];
  store: SuiteStore;
  why: string;
  /** Full mode: the adapter contract and the rules on firebase-tools' Firestore and Storage emulators first. */
  fullModeContract?: boolean;
}

/** Starts the emulators (and the jar when asked) on a fresh copy of the seed, runs the suites, stops everything. */
async function runOnEmulators({ suites, store, why, fullModeContract }: EmulatorRun): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'office-test-'));
  const emulatorLog = join(outputDir, `emulators-${suites.map((s) => s.name).join('-') || 'contract'}.log`);
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(emulatorLog, '');
  step(`start the emulators for ${suites.map((s) => s.title).join(' and ')}: ${mode === 'full' ? 'firebase-tools Firestore and Storage' : store} (${why})`);
  // The courts' APIs are out of reach here: the functions call the local stand-in (scripts/lib/courts.ts).
  // Its DJEN limit is generous so the suites never wait out a minute; the client's handling of the limit has its own test.
  const standin = await spawnCourtStandin({ djenLimit: 1000 });
  // Retries after a 5xx wait 2 s, 4 s, 8 s in production; a quarter of a second is enough to prove the retry here.
  process.env.DATAJUD_BACKOFF_MS ??= '250';
  // The app's e-mail goes to the local mail sink, where the suites read it (tests/support/mail-sink.ts).
  const mailSink = await spawnMailSink();
  const jar = mode === 'embedded' && store === 'firestore' ? await startJar(firestoreJar(), `firestore-emulator-${suites[0]?.name ?? 'suite'}.log`) : null;
  const emulators = await startEmulators({
    mode,
    only: ['auth', 'functions', 'hosting'],
    importDir: SEED_DIR,
    embeddedDataDir: dataDir,
    firestoreHost: jar?.host,
    onOutput: (text) => appendFileSync(emulatorLog, text),
  });
  try {
    await prepareLocalData(mode, dataDir, jar?.host);
    await warmFunctions();
    // The suites read the same store the functions write, to check audits and that refusals changed nothing.
    const storeEnv: NodeJS.ProcessEnv = jar
      ? { ...process.env, ...jarStoreEnv(jar.host, dataDir) }
      : mode === 'full'
        ? {
            ...process.env,
            OFFICE_STORE: 'firestore',
            FIRESTORE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.firestore}`,
            FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.storage}`,
            GCLOUD_PROJECT: LOCAL_PROJECT_ID,
          }
        : { ...process.env, OFFICE_STORE: 'embedded', OFFICE_DATA_DIR: dataDir };
    if (fullModeContract && wanted('firestore'))
      vitest('Firestore and Storage adapter contract', 'vitest.config.ts', storeEnv, [
        'functions/src/store/firestore/firestore.test.ts',
        '--testTimeout=60000',
      ]);
    if (fullModeContract && wanted('rules')) vitest('security rules', 'tests/rules/vitest.config.ts', storeEnv);
    for (const suite of suites) vitest(suite.title, suite.config, storeEnv, process.env.TEST_FILES ? process.env.TEST_FILES.split(',') : []);
  } finally {
    await stopEmulators(emulators);
    await jar?.stop();
    standin.close();
    // Closed before the next step, whose emulators or `npm start` run a mail sink of their own on the same ports.
    await mailSink.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (failures.length > 0) printLogTail(emulatorLog, 20);
  }
}

function firestoreJar(): string {
  const found = firestoreEmulatorAvailable();
  if (!found.ok) throw new Error(found.reason);
  return found.jar;
}

const emulatorSteps = (mode === 'full' && (wanted('firestore') || wanted('rules'))) || wanted('callables') || wanted('browser');
const busy = [];
let built = false;
if (emulatorSteps || wanted('crash')) for (const [name, port] of Object.entries(EMULATOR_PORTS)) if (await portInUse(port)) busy.push(`${name} (${port})`);
if (busy.length > 0) {
  failures.push('emulator suites');
  console.error(`\nPorts in use: ${busy.join(', ')}. Stop \`npm start\` before \`npm test\`; the HTTP and browser suites need their own emulators.`);
} else if (emulatorSteps) {
  step(`build for the emulators (${mode} mode: ${modeReason})`);
  buildForEmulators();
  built = true;
  const [callables, browser] = SUITES as [Suite, Suite];
  const browserRuns = wanted('browser') && existsSync(CHROMIUM);
  // One emulator set per store, stopped before the next: the HTTP suite's function workers (a burst of calls
  // starts one each) end with it instead of staying beside Chromium.
  const runs: EmulatorRun[] = [];
  if (wanted('callables')) runs.push({ suites: [callables], ...suiteStore('TEST_HTTP_STORE', 'firestore') });
  if (browserRuns) {
    const chosen = suiteStore('TEST_BROWSER_STORE', 'embedded');
    const same = runs.find((r) => r.store === chosen.store || mode === 'full');
    if (same) same.suites.push(browser);
    else runs.push({ suites: [browser], ...chosen });
  }
  if (mode === 'full' && (wanted('firestore') || wanted('rules'))) {
    const first = runs[0] ?? { suites: [], store: 'firestore', why: 'firebase-tools' };
    if (runs.length === 0) runs.push(first);
    first.fullModeContract = true;
  }
  for (const r of runs) await runOnEmulators(r);
  if (browserRuns) {
    // run above
  } else if (!wanted('browser')) {
    // skipped on request (TEST_STEPS)
  } else if (process.env.CI) {
    failures.push('browser');
    console.error(`\nCI: Chromium is missing at ${CHROMIUM}; .ci/run installs it.`);
  } else {
    step('browser');
    console.log(`[skipped] browser suite: Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  }
}

if (wanted('crash') && busy.length === 0) {
  if (!built) {
    step('build for the emulators');
    buildForEmulators();
  }
  vitest('local runtime: stop, crash and restart', 'tests/crash/vitest.config.ts');
}

const ended = Date.now();
console.log('\nTime per step:');
for (const [i, b] of began.entries()) console.log(`  ${((b.took ?? (began[i + 1]?.at ?? ended) - b.at) / 1000).toFixed(0).padStart(5)} s  ${b.title}`);
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(`\n${failures.length > 0 ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
// A failed lint or typecheck step counts as one failure, so the line never reads "0 failed" on a red run.
const failed = Math.max(total.failed, failures.length);
console.log(`Summary: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
