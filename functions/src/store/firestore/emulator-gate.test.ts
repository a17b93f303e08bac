import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionKey, documentKey, emulatorGateFromEnv, fileGate, type GateKey } from './emulator-gate';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A process that takes the gate `times` times on `key`, writing "<name>+" on entry and "<name>-" on exit. */
function worker(gateDir: string, log: string, name: string, times: number, key: GateKey): Promise<number | null> {
  const code = `
    const { appendFileSync } = await import('node:fs');
    const { fileGate } = await import(${JSON.stringify(join(import.meta.dirname, 'emulator-gate.ts'))});
    const gate = fileGate(${JSON.stringify(gateDir)});
    for (let i = 0; i < ${times}; i++)
      await gate.run(async (locks) => {
        await locks.lock([${JSON.stringify(key)}]);
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

/** Runs each body under its own transaction at once; returns the order of entries and exits. */
async function together(keysOf: GateKey[][], holdMs = 20): Promise<string[]> {
  const gate = fileGate(join(scratch(), 'locks'));
  const lines: string[] = [];
  await Promise.all(
    keysOf.map((keys, i) =>
      gate.run(async (locks) => {
        await locks.lock(keys);
        lines.push(`${i}+`);
        await new Promise((r) => setTimeout(r, holdMs));
        lines.push(`${i}-`);
      }),
    ),
  );
  return lines;
}

describe('the Firestore emulator transaction gate', () => {
  it('lets one transaction at a time hold a document, across processes', async () => {
    const dir = scratch();
    const log = join(dir, 'log');
    writeFileSync(log, '');
    const codes = await Promise.all(['a', 'b', 'c'].map((n) => worker(join(dir, 'locks'), log, n, 6, documentKey('tasks', 'task-1'))));
    expect(codes).toEqual([0, 0, 0]);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(36);
    expect(serial(lines)).toBe(true);
  }, 30_000);

  it('runs transactions on different documents side by side', async () => {
    const lines = await together([[documentKey('tasks', 'a')], [documentKey('tasks', 'b')], [documentKey('clients', 'a')]]);
    // All three were inside before the first left.
    expect(lines.slice(0, 3).every((l) => l.endsWith('+'))).toBe(true);
  });

  it('makes a query of a collection wait for its documents’ holders, and them for it, but not another collection', async () => {
    expect(serial(await together([[collectionKey('events')], [documentKey('events', 'e1')]]))).toBe(true);
    expect(serial(await together([[documentKey('events', 'e1')], [collectionKey('events')]]))).toBe(true);
    expect(serial(await together([[collectionKey('events')], [collectionKey('events')]]))).toBe(true);
    const apart = await together([[collectionKey('events')], [documentKey('tasks', 'e1')]]);
    expect(apart.slice(0, 2).every((l) => l.endsWith('+'))).toBe(true);
  });

  it('breaks a cycle of waits: each transaction ends, the younger one run again', async () => {
    const gate = fileGate(join(scratch(), 'locks'));
    let runs = 0;
    const crossed = (first: string, second: string) =>
      gate.run(async (locks) => {
        runs++;
        await locks.lock([documentKey('tasks', first)]);
        await new Promise((r) => setTimeout(r, 30));
        await locks.lock([documentKey('tasks', second)]);
        return `${first}${second}`;
      });
    await expect(Promise.all([crossed('a', 'b'), crossed('b', 'a')])).resolves.toEqual(['ab', 'ba']);
    expect(runs).toBeGreaterThan(2);
  });

  it('a younger transaction that yields waits for the older one before running again, and then takes that lock first', async () => {
    const gate = fileGate(join(scratch(), 'locks'));
    const order: string[] = [];
    let youngerRuns = 0;
    const older = gate.run(async (locks) => {
      await locks.lock([documentKey('events', 'e1')]);
      order.push('older in');
      await new Promise((r) => setTimeout(r, 300));
      order.push('older out');
    });
    await new Promise((r) => setTimeout(r, 10));
    const younger = gate.run(async (locks) => {
      youngerRuns++;
      await locks.lock([documentKey('tasks', 't1')]);
      await locks.lock([collectionKey('events')]);
      order.push('younger in');
    });
    await Promise.all([older, younger]);
    expect(order).toEqual(['older in', 'older out', 'younger in']);
    expect(youngerRuns).toBe(2);
  });

  it('frees the locks after a failure', async () => {
    const gate = fileGate(join(scratch(), 'locks'));
    const results = await Promise.allSettled(
      [true, false].map((fail) =>
        gate.run(async (locks) => {
          await locks.lock([documentKey('tasks', 'x')]);
          if (fail) throw new Error('refused');
          return 'done';
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('takes over a lock whose holder died, and replaces the older single lock file', async () => {
    const dir = join(scratch(), 'locks');
    mkdirSync(join(dir, 'tasks'), { recursive: true });
    // A pid no process has: the kernel's pid_max is far below this.
    writeFileSync(join(dir, 'tasks', 'd-x'), '2147483646:gone');
    await expect(fileGate(dir).run(async (locks) => (await locks.lock([documentKey('tasks', 'x')]), 'in'))).resolves.toBe('in');
    const old = join(scratch(), 'firestore-transactions.lock');
    writeFileSync(old, '2147483646:gone');
    await expect(fileGate(old).run(async (locks) => (await locks.lock([collectionKey('tasks')]), 'in'))).resolves.toBe('in');
  });

  it('runs a transaction started inside another one with that one’s locks', async () => {
    const gate = fileGate(join(scratch(), 'locks'));
    const nested = gate.run(async (locks) => {
      await locks.lock([documentKey('tasks', 'x')]);
      return gate.run(async (inner) => (await inner.lock([documentKey('tasks', 'x'), collectionKey('tasks')]), 'nested'));
    });
    await expect(nested).resolves.toBe('nested');
  });

  it('exists only beside the emulator, when the launcher names it', () => {
    expect(emulatorGateFromEnv({ OFFICE_FIRESTORE_GATE: '/tmp/x' })).toBeNull();
    expect(emulatorGateFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBeNull();
    expect(emulatorGateFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', OFFICE_FIRESTORE_GATE: '/tmp/x' })).not.toBeNull();
  });
});
