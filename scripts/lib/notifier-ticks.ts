/**
 * `npm start`'s stand-in for the production scheduler: scheduled functions do not fire in the emulators, so the
 * notifier's pass (`notifierTick`, the same code as `notifierEvery5Minutes`) is posted every minute, on the real
 * clock. A pass that fails is said once until one succeeds again.
 */
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID } from '@office/domain/config';

const TICK = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/notifierTick`;
const EVERY_MS = 60_000;

export function startNotifierTicks(log: (line: string) => void): { stop(): void } {
  let failing = false;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(TICK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const result = (await response.json()) as { stored: number; mail: { sent: number } };
      if (failing || result.stored > 0 || result.mail.sent > 0) log(`Notifier: ${result.stored} notification(s), ${result.mail.sent} e-mail(s) sent`);
      failing = false;
    } catch (error) {
      if (!failing) log(`Notifier pass failed (retrying every minute): ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
    } finally {
      running = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
