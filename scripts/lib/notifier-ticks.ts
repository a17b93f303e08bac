/**
 * `npm start`'s stand-in for the production scheduler (scheduled functions do not fire in the emulators): every
 * minute, on the real clock, the periodic pass that `notifierEvery5Minutes` runs in production, each in a process
 * of its own that exits when done (notifier-pass-main.ts), so no function worker of about 130 MB stays for it
 * between passes. The first pass is said, then a pass only when it stored or sent something; one that fails is
 * said once until one succeeds again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { PeriodicPass } from '../../functions/src/notifications/periodic-pass';
import { ROOT } from './paths';

const EVERY_MS = 60_000;
/** How long stopping waits for a pass under way before it kills it (its claims are taken over by a later pass). */
const STOP_GRACE_MS = 15_000;

export interface NotifierTicks {
  /** No pass starts after this; one under way finishes (or is killed after a grace period). */
  stop(): Promise<void>;
}

/** One pass in a child process: its JSON report, or an error with the end of its output. */
function passApart(env: NodeJS.ProcessEnv, started: (child: ChildProcess) => void): Promise<PeriodicPass> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'lib', 'notifier-pass-main.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started(child);
    let out = '';
    const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-4_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const last = out.trimEnd().split('\n').pop() ?? '';
      if (code === 0) return resolve(JSON.parse(last) as PeriodicPass);
      reject(new Error(`the pass exited (${code ?? signal}): ${out.trim().slice(-300)}`));
    });
  });
}

export function startNotifierTicks(env: NodeJS.ProcessEnv, log: (line: string) => void): NotifierTicks {
  let first = true;
  let failing = false;
  let running: Promise<void> | null = null;
  let child: ChildProcess | null = null;
  const pass = () => {
    if (running) return;
    running = passApart(env, (c) => (child = c))
      .then((result) => {
        const what = `${result.stored} notification(s), ${result.mail.sent} e-mail(s) sent`;
        if (first) log(`Notifier: first pass done (${what}); one every minute from now on`);
        else if (failing || result.stored > 0 || result.mail.sent > 0) log(`Notifier: ${what}`);
        first = false;
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log(`Notifier pass failed (retrying every minute): ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      })
      .finally(() => {
        running = null;
        child = null;
      });
  };
  pass();
  const timer = setInterval(pass, EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      if (!running) return;
      const kill = setTimeout(() => child?.kill('SIGKILL'), STOP_GRACE_MS);
      await running;
      clearTimeout(kill);
    },
  };
}
