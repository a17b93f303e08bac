/**
 * `npm start`'s stand-in for the production scheduler (scheduled functions do not fire in the emulators): every
 * minute, on the real clock, the periodic pass that `notifierEvery5Minutes` runs in production, each in a process
 * of its own that exits when done (notifier-pass-main.ts), so no function worker of about 130 MB stays for it
 * between passes. The first pass is said, then a pass only when it stored or sent something; one that fails is
 * said once until one succeeds again.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { PeriodicPass } from '../../functions/src/notifications/periodic-pass';
import { ROOT } from './paths';
import { runApart } from './run-apart';

const EVERY_MS = 60_000;
/** How long stopping waits for a pass under way before it kills it (its claims are taken over by a later pass). */
const STOP_GRACE_MS = 15_000;

export interface NotifierTicks {
  /** No pass starts after this; one under way finishes (or is killed after a grace period). */
  stop(): Promise<void>;
}

export function startNotifierTicks(env: NodeJS.ProcessEnv, log: (line: string) => void): NotifierTicks {
  let first = true;
  let failing = false;
  let running: Promise<void> | null = null;
  let child: ChildProcess | null = null;
  const pass = () => {
    if (running) return;
    running = runApart<PeriodicPass>(join(ROOT, 'scripts', 'lib', 'notifier-pass-main.ts'), [], 'the pass', {
      env,
      started: (c) => (child = c),
      quiet: true,
    })
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
