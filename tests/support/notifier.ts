/**
 * Runs the notifier's pass the way `npm start` does locally: POST to the emulator-only `notifierTick`, with the
 * clock the test needs. Passes remember how far they read (the windowed sources), so one emulator's passes must
 * move forward in time: the HTTP suite lives in 2031, the browser suite in 2032, and each file's ticks go forward.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID } from '@office/domain/config';
import type { NotifierPass } from '../../functions/src/notifications/notifier';

const TICK = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/notifierTick`;

export async function tick(now: string): Promise<NotifierPass> {
  const response = await fetch(TICK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now }) });
  if (!response.ok) throw new Error(`notifierTick answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as NotifierPass;
}

/**
 * A pass in a process of its own (on the same store and SMTP server as the functions), which stops once it holds
 * its claims: the caller kills it there, as a crash would. Resolves with the process and how many it claimed.
 */
export function passThatDiesHoldingClaims(now: string): Promise<{ claimed: number; kill: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'notifier-child.ts'), now], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const claimed = /claimed (\d+)/.exec(out);
      if (claimed?.[1]) resolve({ claimed: Number(claimed[1]), kill: () => child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`the notifier child exited (${code}) before claiming: ${out}`)));
  });
}
