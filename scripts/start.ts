/**
 * `npm start`: builds, picks full or embedded mode, starts the emulators with
 * the local data (seeding it on first run), and prints where to sign in.
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '@office/domain/config';
import { SEED_STAFF } from './seed/staff';
import { buildForEmulators } from './lib/build';
import { startEmulators, stopEmulators } from './lib/emulators';
import { decideMode } from './lib/mode';
import { EMBEDDED_DATA, EMULATOR_STATE, SEED_DIR } from './lib/paths';
import { seedIfEmpty } from './lib/seed-store';

const started = Date.now();
const { mode, reason } = decideMode();
console.log(`\n▶ Local mode: ${mode.toUpperCase()} (${reason})`);
if (mode === 'embedded') console.log('  Auth, Functions and Hosting emulators; Firestore and Storage replaced by the embedded store in .local-data/embedded.');

console.log('\n▶ Building functions and web app…');
buildForEmulators();

if (!existsSync(join(EMULATOR_STATE, 'firebase-export-metadata.json'))) {
  console.log('▶ First run: copying the seeded staff accounts into .local-data/');
  mkdirSync(EMULATOR_STATE, { recursive: true });
  cpSync(join(SEED_DIR, 'auth_export'), join(EMULATOR_STATE, 'auth_export'), { recursive: true });
  cpSync(join(SEED_DIR, 'firebase-export-metadata.json'), join(EMULATOR_STATE, 'firebase-export-metadata.json'));
}
mkdirSync(EMBEDDED_DATA, { recursive: true });

console.log('▶ Starting emulators…');
const emulators = await startEmulators({
  mode,
  only: ['auth', 'functions', 'hosting'],
  importDir: EMULATOR_STATE,
  exportOnExit: EMULATOR_STATE,
  embeddedDataDir: EMBEDDED_DATA,
  onOutput: (text) => process.stdout.write(text),
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n▶ ${signal}: stopping the emulators and saving local data…`);
  await stopEmulators(emulators);
  console.log('▶ Stopped. Local data kept in .local-data/ (npm run reset wipes it back to the seed).');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('Ctrl-C'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  }
});

const seeded = await seedIfEmpty(mode, EMBEDDED_DATA);
console.log(seeded ? `▶ Seeded the office data: ${JSON.stringify(seeded)}` : '▶ Using the existing local data.');

const url = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
const width = Math.max(...SEED_STAFF.map((s) => s.email.length));
console.log(`
────────────────────────────────────────────────────────────────
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${url}
  Mode: ${mode}. Press Ctrl-C to stop.

  Seeded accounts (password for all: ${SEED_STAFF[0]?.password}):
${SEED_STAFF.map((s) => `    ${s.email.padEnd(width)}  ${s.role}`).join('\n')}
────────────────────────────────────────────────────────────────
`);
