/**
 * `npm start`: builds, picks the full, Firestore or embedded mode (local-runtime.ts), starts the emulators with
 * the local data (seeding it on first run), brings every sign-in account in line with its staff record, keeps the Auth state saved as it
 * changes, and prints where to sign in. Ctrl-C, SIGTERM, SIGHUP or the end of the parent process (npm) stop
 * the emulators, which save on the way out.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { EMULATOR_PORTS } from '@office/domain/config';
import { SEED_STAFF } from './seed/staff';
import { SEED_PORTAL_ACCOUNTS, SEED_PORTAL_PASSWORD } from './seed/portal';
import { promoteStaged, recoverExport, watchAuthState, type AuthStateWatcher } from './lib/auth-state';
import { stagingOf } from './lib/staged-save';
import { buildForEmulators } from './lib/build';
import { firestoreGateDir, startEmulators, stopEmulators, warmFunctions } from './lib/emulators';
import { startFirestoreEmulator, type FirestoreEmulator } from './lib/firestore-emulator';
import { warmDashboard } from './lib/warm-dashboard';
import { journalOf, recoverFirestoreSave, restoreFirestoreJournal, watchFirestoreState, type FirestoreSaver } from './lib/firestore-state';
import { decideRuntime } from './lib/local-runtime';
import { EMBEDDED_DATA, EMULATOR_STATE, FIRESTORE_STATE } from './lib/paths';
import { prepareLocalDataApart } from './lib/prepare-apart';
import { useCourtStandin } from './lib/courts';
import { startMailSinkHere, type MailSink } from './lib/mail-sink';
import { startNotifierTicks, type NotifierTicks } from './lib/notifier-ticks';

const started = Date.now();
/** Set while the emulators start, so a signal that arrives meanwhile still stops them. */
let starting: Promise<ChildProcess> | null = null;
/** Set while the mail sink starts, so a signal that arrives meanwhile still stops it. */
let sinkStarting: Promise<MailSink> | null = null;
let watcher: AuthStateWatcher | null = null;
/** Firestore mode: the emulator's jar (set while it starts, so a signal meanwhile still stops it) and its saver. */
let jarStarting: Promise<FirestoreEmulator> | null = null;
let firestoreSaver: FirestoreSaver | null = null;
let ticks: NotifierTicks | null = null;
let stopping = false;

async function shutdown(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n▶ ${reason}: stopping the emulators and saving local data…`);
  // A pass under way writes to the store: it finishes before the emulators stop.
  await ticks?.stop();
  await watcher?.stop();
  const emulators = starting ? await starting.catch(() => null) : null;
  if (emulators) await stopEmulators(emulators);
  // After the functions stopped writing: the documents' last save, then the jar.
  await firestoreSaver?.stop().catch((error: unknown) => console.error(`Could not save the Firestore data: ${String(error)}`));
  const jar = jarStarting ? await jarStarting.catch(() => null) : null;
  await jar?.stop();
  // After the emulators: their function workers hold pooled SMTP connections to it until they stop.
  const sink = sinkStarting ? await sinkStarting.catch(() => null) : null;
  await sink?.close();
  // The emulators export into staging on the way out; it replaces the saved state only once complete.
  promoteStaged(EMULATOR_STATE);
  console.log('▶ Stopped. Local data kept in .local-data/ (npm run reset wipes it back to the seed).');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('Ctrl-C'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('Terminal closed'));
// npm does not wait for its script when it is itself killed: a launcher left without its parent stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('The parent process ended');
}, 1000).unref();

const runtime = decideRuntime();
const { mode } = runtime;
console.log(`\n▶ Local mode: ${runtime.name.toUpperCase()} (${runtime.reason})`);
if (runtime.name === 'firestore')
  console.log(
    '  Auth, Functions and Hosting emulators, and the official Firestore emulator from its jar (documents saved in .local-data/firestore); files in .local-data/embedded/files.',
  );
if (runtime.name === 'embedded')
  console.log('  Auth, Functions and Hosting emulators; Firestore and Storage replaced by the embedded store in .local-data/embedded.');

if (process.env.OFFICE_SKIP_BUILD === '1') console.log('\n▶ OFFICE_SKIP_BUILD=1: using the functions and web app already built.');
else {
  console.log('\n▶ Building functions and web app…');
  buildForEmulators();
}

const restoredFrom = recoverExport(EMULATOR_STATE);
if (restoredFrom === 'seed') console.log('▶ First run: copying the seeded staff accounts into .local-data/');
if (restoredFrom === 'staged' || restoredFrom === 'previous') console.log('▶ The last run stopped while saving; using its newest complete save.');
mkdirSync(EMBEDDED_DATA, { recursive: true });

if (process.env.OFFICE_COURTS === 'standin') {
  const standin = await useCourtStandin();
  console.log(`▶ OFFICE_COURTS=standin: DataJud and the DJEN answered by the local stand-in at ${standin.url}`);
} else console.log('▶ DataJud and the DJEN: the real APIs (OFFICE_COURTS=standin uses the local stand-in instead).');

// Before the emulators: the functions read SMTP_URL from the environment they start with.
console.log('▶ Starting the local mail sink…');
sinkStarting = startMailSinkHere();
const mailSink = await sinkStarting;
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a signal handler while the sink started
if (stopping) await new Promise(() => undefined); // shutdown() stops the sink and ends the process; no emulators to start

let firestoreHost: string | undefined;
if (runtime.jar) {
  const importFrom = recoverFirestoreSave(FIRESTORE_STATE);
  console.log(
    importFrom ? '▶ Starting the Firestore emulator with the saved documents…' : '▶ Starting the Firestore emulator (first run: the office is seeded below)…',
  );
  jarStarting = startFirestoreEmulator({ jar: runtime.jar, stoppedByOwner: true, lean: true, args: importFrom ? [`--import-data=${importFrom}`] : [] });
  firestoreHost = (await jarStarting).host;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a signal handler while the jar started
  if (stopping) await new Promise(() => undefined);
  // Writes acknowledged after the last save, before anything else writes (firestore-state.ts).
  const replayed = await restoreFirestoreJournal(firestoreHost, FIRESTORE_STATE);
  if (replayed > 0) console.log(`▶ Restored ${replayed} documents written after the last save from the write journal.`);
  // No transaction runs before the functions start: the locks of a run that was killed are dropped, not waited out.
  rmSync(firestoreGateDir(EMBEDDED_DATA), { recursive: true, force: true });
}
/** Firestore mode: the file every committed write is appended to before it is answered. */
const firestoreJournal = firestoreHost ? journalOf(FIRESTORE_STATE).current : undefined;

console.log('▶ Starting emulators…');
starting = startEmulators({
  mode,
  firestoreHost,
  firestoreJournal,
  only: ['auth', 'functions', 'hosting'],
  importDir: EMULATOR_STATE,
  exportOnExit: stagingOf(EMULATOR_STATE).next,
  embeddedDataDir: EMBEDDED_DATA,
  lean: true,
  onOutput: (text) => process.stdout.write(text),
});
const emulators = await starting;
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  }
});
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a signal handler while the awaits above ran
if (stopping) await new Promise(() => undefined); // a signal arrived while they started; shutdown() ends the process

// Watch from the state as imported, so the claims re-minted just below are saved too.
const interval = Number(process.env.OFFICE_AUTH_SAVE_INTERVAL_MS ?? 1000);
watcher = watchAuthState(EMULATOR_STATE, mode, interval, (line) => console.log(`▶ ${line}`));

const { seeded, accounts } = await prepareLocalDataApart(mode, EMBEDDED_DATA, firestoreHost);
console.log(seeded ? `▶ Seeded the office data: ${JSON.stringify(seeded)}` : '▶ Using the existing local data.');
if (firestoreHost) firestoreSaver = watchFirestoreState(firestoreHost, FIRESTORE_STATE, (line) => console.log(`▶ ${line}`));
if (accounts.updated.length > 0) console.log(`▶ Sign-in accounts brought in line with their staff records: ${accounts.updated.join(', ')}`);
if (accounts.missing.length > 0) {
  console.log(
    `▶ Staff records with no sign-in account: ${accounts.missing.map((m) => m.email).join(', ')} — an administrator can use "Recriar acesso" in Configurações.`,
  );
}

// The first screens answer at once: the function workers they need are running, connected to the store,
// before "Ready".
await warmFunctions('publicPages-office');
// The home page's summary once, so the store's first answers to its queries are not the first person's wait.
await warmDashboard();

const url = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
const width = Math.max(...SEED_STAFF.map((s) => s.email.length));
console.log(`
────────────────────────────────────────────────────────────────
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${url}
  Mode: ${runtime.name}. Press Ctrl-C to stop.
  E-mail sent by the app lands in the local inbox: ${mailSink.inboxUrl}

  Seeded accounts (password for all: ${SEED_STAFF[0]?.password}):
${SEED_STAFF.map((s) => `    ${s.email.padEnd(width)}  ${s.role}`).join('\n')}

  Client accounts, /portal (password for both: ${SEED_PORTAL_PASSWORD}):
${SEED_PORTAL_ACCOUNTS.map((p) => `    ${p.email.padEnd(width)}  ${p.role}`).join('\n')}
────────────────────────────────────────────────────────────────
`);

// Reminders, prazos due and the e-mail outbox: the notifier's pass every minute (scheduled functions do not fire
// here), run by a worker of the API function (scripts/lib/notifier-ticks.ts).
ticks = startNotifierTicks((line) => console.log(`▶ ${line}`));
