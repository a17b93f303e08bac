/**
 * Authenticator-app codes for the tests, from the secret the setup shows, with the library the functions use
 * (otpauth: SHA-1, 6 digits, 30 s). Each code is handed out once, as an app's owner would type them: the next
 * step's code when the current one was already used (the server takes one step either side), else it waits.
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

export function codeAt(secret: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

/** Six digits that none of the steps around `at` produce. */
export function wrongCodeAt(secret: string, at = Date.now()): string {
  const valid = new Set([-1, 0, 1].map((d) => codeAt(secret, at + d * PERIOD_MS)));
  let n = 123_456;
  while (valid.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

/** An authenticator app: `next()` answers a code the server has not seen yet (of the current or the next step). */
export function authenticator(secret: string) {
  let lastStep = 0;
  return {
    secret,
    /** The code of the current step, whether used or not (for replay checks). */
    current: () => codeAt(secret, Date.now()),
    async next(): Promise<string> {
      for (;;) {
        const now = Date.now();
        const step = Math.floor(now / PERIOD_MS);
        // The next step's code only well inside the current one, so the server still sees it within its window.
        const candidates = now % PERIOD_MS < PERIOD_MS - 3000 ? [step, step + 1] : [step];
        const fresh = candidates.find((s) => s > lastStep);
        if (fresh !== undefined) {
          lastStep = fresh;
          return codeAt(secret, fresh * PERIOD_MS);
        }
        await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (now % PERIOD_MS) + 50));
      }
    },
    /** The code last handed out was accepted at this step (the setup's first code, typed by someone else). */
    used(step: number) {
      lastStep = Math.max(lastStep, step);
    },
  };
}
