/**
 * `npm test`: lint, typecheck, unit and store-contract tests, then — with the
 * Auth, Functions and Hosting emulators started on a fresh copy of the seed —
 * the callables over HTTP and the browser suite. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '@office/domain/config';
import { buildForEmulators } from './lib/build';
import { startEmulators, stopEmulators } from './lib/emulators';
import { ROOT, SEED_DIR } from './lib/paths';
import { portInUse } from './lib/ports';
import { seedIfEmpty } from './lib/seed-store';
import { CHROMIUM } from '../tests/support/browser';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const outputDir = join(ROOT, 'tests', 'output');

function step(title: string): void {
  console.log(`\n━━ ${title} ━━`);
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  step(title);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/** Runs one vitest configuration and adds its counts to the total. */
function vitest(title: string, config: string, env: NodeJS.ProcessEnv = process.env): void {
  const report = join(outputDir, `${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const ok = run(title, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (!existsSync(report)) {
    if (ok) failures.push(`${title} (no report)`);
    total.failed++;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numTotalTestSuites: number; numFailedTestSuites: number };
  total.passed += json.numPassedTests;
  total.failed += json.numFailedTests + (json.numFailedTests === 0 && !ok ? 1 : 0);
  total.skipped += json.numPendingTests + json.numTodoTests;
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
for (const project of ['domain', 'functions', 'web', 'scripts', 'tests']) run(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
vitest('unit and store contract', 'vitest.config.ts');

const busy = [];
for (const [name, port] of Object.entries(EMULATOR_PORTS)) if (await portInUse(port)) busy.push(`${name} (${port})`);
if (busy.length > 0) {
  failures.push('emulator suites');
  console.error(`\nPorts in use: ${busy.join(', ')}. Stop \`npm start\` before \`npm test\`; the HTTP and browser suites need their own emulators.`);
} else {
  step('build for the emulators');
  buildForEmulators();
  const dataDir = mkdtempSync(join(tmpdir(), 'office-test-'));
  await seedIfEmpty('embedded', dataDir);
  step('start Auth, Functions and Hosting emulators (embedded store, fresh seed)');
  const log: string[] = [];
  const emulators = await startEmulators({
    mode: 'embedded',
    only: ['auth', 'functions', 'hosting'],
    importDir: SEED_DIR,
    embeddedDataDir: dataDir,
    onOutput: (text) => log.push(text),
  });
  try {
    vitest('callables over HTTP', 'tests/callables/vitest.config.ts');
    if (existsSync(CHROMIUM)) vitest('browser', 'tests/e2e/vitest.config.ts');
    else if (process.env.CI) {
      failures.push('browser');
      console.error(`\nCI: Chromium is missing at ${CHROMIUM}; .ci/run installs it.`);
    } else {
      step('browser');
      console.log(`[skipped] browser suite: Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    }
  } finally {
    await stopEmulators(emulators);
    rmSync(dataDir, { recursive: true, force: true });
    if (failures.length > 0) console.log(`\nEmulator output (last lines):\n${log.join('').split('\n').slice(-40).join('\n')}`);
  }
}

console.log(`\n${failures.length > 0 ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
// A failed lint or typecheck step counts as one failure, so the line never reads "0 failed" on a red run.
const failed = Math.max(total.failed, failures.length);
console.log(`Summary: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
