/**
 * The local Functions emulator holds each function to two worker processes (scripts/lib/emulator-worker-cap.mjs,
 * preloaded by scripts/lib/emulators.ts): calls that find both busy wait for one, as a deployed instance queues
 * what exceeds its concurrency, instead of each starting a process of about 140 MB that then stays. Files run
 * one after another (vitest.config.ts), so nothing else calls meanwhile.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { callFn } from '../support/emulator-client';

/** The emulator's function workers running on this machine (one emulator set runs at a time). */
function functionWorkers(): number {
  return execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('functionsEmulatorRuntime')).length;
}

describe('function workers in the emulator', () => {
  it('answer a burst of ten calls without a third worker for the function', async () => {
    // Two at once: the API function has its two workers, whatever ran before.
    await Promise.all([callFn('session-me', {}), callFn('session-me', {})]);
    const before = functionWorkers();

    const burst = await Promise.all(Array.from({ length: 10 }, () => callFn('session-me', {})));

    // Every call answered, each with the refusal it is owed (no signed-in person), none dropped.
    expect(burst.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(burst.every((r) => r.error?.details?.id === 'not-signed-in')).toBe(true);
    expect(functionWorkers()).toBe(before);
  });
});
