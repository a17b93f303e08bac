/**
 * `npm start`'s stand-in for the production scheduler (scheduled functions do not fire in the emulators): every
 * minute, on the real clock, the periodic pass that `notifierEvery5Minutes` runs in production. A worker of the
 * API function runs it (functions/src/triggers/local-pass.ts): the emulators keep two with the functions' code
 * loaded and the store open, so a pass starts no process (one of its own took about 200 MB each minute, which
 * put `npm start` over 1 GB). The first pass is said, then a pass only when it stored or sent something; one
 * that fails is said once until one succeeds again.
 */
import { LOCAL_API_URL } from '@office/domain/config';
import type { PeriodicPass } from '../../functions/src/notifications/periodic-pass';
import { LOCAL_PASS_ROUTE } from '../../functions/src/triggers/local-pass-route';

const EVERY_MS = 60_000;
/** How long stopping waits for a pass under way before it gives up on it (its claims are taken over by a later pass). */
const STOP_GRACE_MS = 15_000;
const PASS_URL = `${LOCAL_API_URL}${LOCAL_PASS_ROUTE}`;

export interface NotifierTicks {
  /** No pass starts after this; one under way finishes (or is abandoned after a grace period). */
  stop(): Promise<void>;
}

/** One pass, as the API function's worker answers it. */
async function requestPass(signal: AbortSignal): Promise<PeriodicPass> {
  const res = await fetch(PASS_URL, { method: 'POST', signal });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as PeriodicPass;
}

export function startNotifierTicks(log: (line: string) => void): NotifierTicks {
  let first = true;
  let failing = false;
  let running: Promise<void> | null = null;
  const abort = new AbortController();
  const pass = () => {
    if (running) return;
    running = requestPass(abort.signal)
      .then((result) => {
        const what = `${result.stored} notification(s), ${result.mail.sent} e-mail(s) sent`;
        if (first) log(`Notifier: first pass done (${what}); one every minute from now on`);
        else if (failing || result.stored > 0 || result.mail.sent > 0) log(`Notifier: ${what}`);
        first = false;
        failing = false;
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (!failing) log(`Notifier pass failed (retrying every minute): ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      })
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      if (!running) return;
      const giveUp = setTimeout(() => abort.abort(), STOP_GRACE_MS);
      await running;
      clearTimeout(giveUp);
    },
  };
}
