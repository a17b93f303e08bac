import { AsyncLocalStorage } from 'node:async_hooks';
import { openSync, readFileSync, statSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One transaction at a time across every process that uses the Firestore emulator, for the emulator only.
 *
 * The official emulator (1.19.9) takes read locks in transactions but never resolves a lock-upgrade deadlock:
 * two transactions that read one document and then write it both wait out its 2 s lock timeout
 * (`LOCK_ACQUIRE_TIMEOUT` in the jar; firebase-tools issues #2452 and #6758), and the client then backs off
 * for a second or more. Production resolves the same conflict at once (wound-wait: the older transaction goes
 * on). Measured here: 2 concurrent read-then-write transactions on one document take 3.5 s, 30 take 49 s.
 *
 * The local launchers name a lock file in OFFICE_FIRESTORE_GATE; the Firestore adapter then runs each
 * transaction while holding it, which is one of the serial orders production allows. A deployment never sets
 * the variable. Contention itself (ContentionError → `busy`) is proven by the adapter contract, without a gate.
 */
export interface TransactionGate {
  run<R>(work: () => Promise<R>): Promise<R>;
}

/** A holder that died or hung this long ago no longer holds the gate. */
const STALE_MS = 30_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's mark, `<pid>:<token>`, or null when the file is gone. */
function holder(path: string): { pid: number; mark: string; ageMs: number } | null {
  try {
    const mark = readFileSync(path, 'utf8');
    return { pid: Number(mark.split(':')[0]), mark, ageMs: Date.now() - statSync(path).mtimeMs };
  } catch {
    return null;
  }
}

/** Takes the lock file (O_EXCL), freeing it first when its holder is gone; returns the mark written. */
async function acquire(path: string): Promise<string> {
  const mark = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  for (let wait = 1; ; wait = Math.min(wait * 2, 8)) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, mark);
      closeSync(fd);
      return mark;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = holder(path);
    // A mark not yet written reads as pid 0 for an instant: only a known, dead or stale holder is removed.
    if (current && current.pid > 0 && (!alive(current.pid) || current.ageMs > STALE_MS) && holder(path)?.mark === current.mark) {
      try {
        unlinkSync(path);
      } catch {
        // another waiter removed it first
      }
      continue;
    }
    await sleep(wait);
  }
}

function release(path: string, mark: string): void {
  if (holder(path)?.mark !== mark) return;
  try {
    unlinkSync(path);
  } catch {
    // already freed as stale
  }
}

/** The gate named by OFFICE_FIRESTORE_GATE when the functions run on the emulator, else none. */
export function emulatorGateFromEnv(env: NodeJS.ProcessEnv = process.env): TransactionGate | null {
  const path = env.OFFICE_FIRESTORE_GATE;
  if (!path || !env.FIRESTORE_EMULATOR_HOST) return null;
  return fileGate(path);
}

export function fileGate(path: string): TransactionGate {
  // Transactions of this process queue here first, so only one of them polls the file.
  let queue: Promise<unknown> = Promise.resolve();
  // A transaction started inside another one's work runs without waiting for itself.
  const inside = new AsyncLocalStorage<true>();
  return {
    run<R>(work: () => Promise<R>): Promise<R> {
      if (inside.getStore()) return work();
      const turn = queue.then(async () => {
        const mark = await acquire(path);
        try {
          return await inside.run(true, work);
        } finally {
          release(path, mark);
        }
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
