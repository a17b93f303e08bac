/**
 * The login page against the plain HTML floor alone (scripts/lib/login-floor-bench.ts), on a Hosting emulator
 * of its own: quicker than `npm run bench`, for comparing two builds. It serves on ports of its own (5050, hub
 * 4450), so it runs beside `npm start` and the test suites. `OFFICE_SKIP_BUILD=1` keeps web/dist;
 * `LOGIN_DIST=<folder>` serves another build (e.g. the one before a change); `LOGIN_RUNS=N` sets the rounds
 * (7 unless given).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { LOCAL_PROJECT_ID } from '@office/domain/config';
import { launchBrowser } from '../tests/support/browser';
import { LOGIN_HTML_FILE } from '../web/src/app/login-prerender';
import { writeEmulatorConfig } from './lib/hosting-config';
import { loginAgainstFloor, printLoginFloor } from './lib/login-floor-bench';
import { FIREBASE_BIN, ROOT } from './lib/paths';

const PORTS = { hosting: 5050, hub: 4450, logging: 4550 };
const dist = process.env.LOGIN_DIST ? resolve(process.env.LOGIN_DIST) : join(ROOT, 'web', 'dist');
if (!process.env.LOGIN_DIST && process.env.OFFICE_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build:emulator', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'inherit' });

// The emulators' config (the same headers and rewrites), with this folder and these ports.
const config = JSON.parse(readFileSync(writeEmulatorConfig(), 'utf8')) as {
  hosting: { public: string; rewrites: { destination?: string }[] };
  emulators: Record<string, { port?: number }>;
};
// Beside the folder, which it names relatively: the emulator finds no file under an absolute `public`.
config.hosting.public = basename(dist);
for (const [name, port] of Object.entries(PORTS)) config.emulators[name] = { ...config.emulators[name], port };
// A build from before the sign-in page had its own HTML is served as it was: /auth/Login from index.html.
if (!existsSync(join(dist, LOGIN_HTML_FILE))) config.hosting.rewrites = config.hosting.rewrites.filter((r) => r.destination !== `/${LOGIN_HTML_FILE}`);
const configFile = join(dirname(dist), `.office-login-bench-${process.pid}.json`);
writeFileSync(configFile, JSON.stringify(config));

const hosting = spawn(process.execPath, [FIREBASE_BIN, 'emulators:start', '--config', configFile, '--only', 'hosting', '--project', LOCAL_PROJECT_ID], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
await new Promise<void>((resolve, reject) => {
  let output = '';
  const onData = (data: Buffer) => {
    output = (output + data.toString()).slice(-4000);
    if (output.includes('All emulators ready')) resolve();
  };
  hosting.stdout.on('data', onData);
  hosting.stderr.on('data', onData);
  hosting.on('exit', (code) => reject(new Error(`the Hosting emulator exited (${code}):\n${output}`)));
});
const browser = await launchBrowser();
try {
  const summary = await loginAgainstFloor(browser, `http://127.0.0.1:${PORTS.hosting}`, dist, Number(process.env.LOGIN_RUNS ?? 7));
  printLoginFloor(summary);
  console.log(`\n${JSON.stringify(summary)}`);
} finally {
  await browser.close();
  if (hosting.pid) process.kill(-hosting.pid, 'SIGINT');
  await new Promise((resolve) => hosting.once('exit', resolve));
  rmSync(configFile, { force: true });
}
