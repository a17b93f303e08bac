import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorGateFromEnv, fileGate } from './emulator-gate';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A process that takes the gate `times` times, writing "<name>+" on entry and "<name>-" on exit. */
function worker(lock: string, log: string, name: string, times: number): Promise<number | null> {
  const code = `
    const { appendFileSync } = await import('node:fs');
    const { fileGate } = await import(${JSON.stringify(join(import.meta.dirname, 'emulator-gate.ts'))});
    const gate = fileGate(${JSON.stringify(lock)});
    for (let i = 0; i < ${times}; i++)
      await gate.run(async () => {
        appendFileSync(${JSON.stringify(log)}, '${name}+\\n');
        await new Promise((r) => setTimeout(r, 3));
        appendFileSync(${JSON.stringify(log)}, '${name}-\\n');
      });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', resolve));
}

/** Entries and exits alternate: nobody entered while another was inside. */
function serial(lines: string[]): boolean {
  for (let i = 0; i < lines.length; i += 2) if (lines[i]?.slice(0, -1) !== lines[i + 1]?.slice(0, -1) || !lines[i]!.endsWith('+')) return false;
  return true;
}

describe('the Firestore emulator transaction gate', () => {
  it('lets one transaction in at a time across processes', async () => {
    const dir = scratch();
    const log = join(dir, 'log');
    writeFileSync(log, '');
    const codes = await Promise.all(['a', 'b', 'c'].map((n) => worker(join(dir, 'gate.lock'), log, n, 6)));
    expect(codes).toEqual([0, 0, 0]);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(36);
    expect(serial(lines)).toBe(true);
  }, 30_000);

  it('queues the transactions of one process, and frees the gate after a failure', async () => {
    const gate = fileGate(join(scratch(), 'gate.lock'));
    const lines: string[] = [];
    const step = (name: string, fail = false) =>
      gate.run(async () => {
        lines.push(`${name}+`);
        await new Promise((r) => setTimeout(r, 2));
        lines.push(`${name}-`);
        if (fail) throw new Error('refused');
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(serial(lines)).toBe(true);
  });

  it('takes over a gate whose holder died', async () => {
    const lock = join(scratch(), 'gate.lock');
    // A pid no process has: the kernel's pid_max is far below this.
    writeFileSync(lock, '2147483646:gone');
    await expect(fileGate(lock).run(async () => 'in')).resolves.toBe('in');
  });

  it('runs a transaction started inside another one without waiting for itself', async () => {
    const gate = fileGate(join(scratch(), 'gate.lock'));
    await expect(gate.run(() => gate.run(async () => 'nested'))).resolves.toBe('nested');
  });

  it('exists only beside the emulator, when the launcher names it', () => {
    expect(emulatorGateFromEnv({ OFFICE_FIRESTORE_GATE: '/tmp/x.lock' })).toBeNull();
    expect(emulatorGateFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBeNull();
    expect(emulatorGateFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', OFFICE_FIRESTORE_GATE: '/tmp/x.lock' })).not.toBeNull();
  });
});
