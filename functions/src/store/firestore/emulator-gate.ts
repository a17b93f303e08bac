import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ContentionError } from '../errors';

/**
 * Only transactions that touch the same documents wait for each other, across every process that uses the
 * Firestore emulator, for the emulator only.
 *
 * The official emulator (1.19.9) takes read locks in transactions but never resolves a lock-upgrade deadlock:
 * two transactions that read one document and then write it both wait out its 2 s lock timeout
 * (`LOCK_ACQUIRE_TIMEOUT` in the jar; firebase-tools issues #2452 and #6758), and the client then backs off
 * for a second or more. Production resolves the same conflict at once (wound-wait: the older transaction goes
 * on). Measured here (04/12/2026, two transactions at once): a document read then written by both, 2.7–3.5 s;
 * a query or a count of a collection, then any write into that collection (even of a document the query does
 * not match), 2.8–3.5 s; reads and writes of different documents, or a query of one collection and writes into
 * another, 25–40 ms.
 *
 * So a transaction takes, before each read, a lock the emulator's own would conflict on: the document's for a
 * document read (and for each document it writes, which the adapter reads first), the whole collection's for a
 * query or a count. Two holders conflict on one document, or when one holds the collection and the other any of
 * its documents. Locks are files under the directory named in OFFICE_FIRESTORE_GATE (`<collection>/d-<id>`,
 * `<collection>/@all`), held until the transaction has committed and been journaled, which is one of the serial
 * orders production allows. Waits follow wait-die (see `take`): an older transaction waits for a younger one, a
 * younger one that holds locks releases everything and runs again, so no cycle of waits forms. A deployment never
 * sets the variable. Contention itself (ContentionError → `busy`) is proven by the adapter contract, without a gate.
 */
export interface TransactionGate {
  /** Runs `work`, which takes its locks through `locks` before each read; everything is released when it ends. */
  run<R>(work: (locks: GateLocks) => Promise<R>): Promise<R>;
}

export interface GateLocks {
  /** Waits for, and then holds until the transaction ends, each key (`documentKey`, `collectionKey`). */
  lock(keys: readonly GateKey[]): Promise<void>;
}

export type GateKey = { collection: string; id: string | null };
export const documentKey = (collection: string, id: string): GateKey => ({ collection, id });
export const collectionKey = (collection: string): GateKey => ({ collection, id: null });

/** Locks for a store without a gate (production): nothing to wait for. */
export const NO_LOCKS: GateLocks = { lock: async () => undefined };

/** A holder that died or hung this long ago no longer holds its locks. */
const STALE_MS = 30_000;
/** Attempts a transaction makes when it kept yielding to older ones (each yield is to a transaction that then ends). */
const MAX_GATE_ATTEMPTS = 100;
const COLLECTION_FILE = '@all';

/** The attempt yielded to an older transaction over `key`: it releases everything and runs again, keeping its age. */
class YieldedToOlder extends Error {
  constructor(
    readonly key: GateKey,
    readonly blocker: Blocker,
  ) {
    super('yielded to an older transaction');
  }
}

/** When a transaction began: `<ms>.<pid>.<n>`, compared as (ms, pid, n); a retry keeps it, so it ages and goes first. */
let born = 0;
function birth(): number[] {
  return [Date.now(), process.pid, ++born];
}
function olderThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's mark, `<pid>:<token>:<birth>`, or null when the file is gone. */
function holder(path: string): { pid: number; mark: string; born: number[]; ageMs: number } | null {
  try {
    const mark = readFileSync(path, 'utf8');
    const [pid, , birthMark = ''] = mark.split(':');
    return { pid: Number(pid), mark, born: birthMark.split('.').map(Number), ageMs: Date.now() - statSync(path).mtimeMs };
  } catch {
    return null;
  }
}

/** Removes a lock whose holder died or hung; true when it was such a lock (so the caller may try again at once). */
function clearedIfAbandoned(path: string): boolean {
  const current = holder(path);
  // A mark not yet written reads as pid 0 for an instant: only a known, dead or stale holder is removed.
  if (!current || current.pid <= 0 || (alive(current.pid) && current.ageMs <= STALE_MS)) return false;
  if (holder(path)?.mark !== current.mark) return false;
  try {
    unlinkSync(path);
  } catch {
    // another waiter removed it first
  }
  return true;
}

/** Creates the lock file (O_EXCL) with `mark`: 'taken', 'mine' when this transaction holds it already, or 'held'. */
function tryTake(path: string, mark: string): 'taken' | 'mine' | 'held' {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, mark);
    closeSync(fd);
    return 'taken';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The collection's folder is made by its first lock.
    if (code === 'ENOENT') return (mkdirSync(dirname(path), { recursive: true }), tryTake(path, mark));
    if (code !== 'EEXIST') throw error;
  }
  if (holder(path)?.mark === mark) return 'mine';
  return clearedIfAbandoned(path) ? tryTake(path, mark) : 'held';
}

function release(path: string, mark: string): void {
  if (holder(path)?.mark !== mark) return;
  try {
    unlinkSync(path);
  } catch {
    // already freed as abandoned
  }
  changed(path);
}

/**
 * This process's waits for lock files to change hands: a release here wakes its waiters at once; a release by
 * another process is seen by one poll of the paths waited on (each read once per poll, however many wait on it).
 * A wait ends after at most WAIT_AGAIN_MS anyway, so a holder that died is looked at again.
 */
const waits = new Map<string, { seen: string; wake: (() => void)[] }>();
let poller: NodeJS.Timeout | null = null;
const POLL_MS = 2;
const WAIT_AGAIN_MS = 100;

function changed(path: string): void {
  const wait = waits.get(path);
  if (!wait) return;
  waits.delete(path);
  for (const wake of wait.wake) wake();
}

function poll(): void {
  poller = null;
  for (const [path, wait] of waits) if (holder(path)?.mark !== wait.seen) changed(path);
  if (waits.size > 0) poller = setTimeout(poll, POLL_MS);
}

/** Resolves once `path` no longer holds `seen` (or after WAIT_AGAIN_MS). */
function untilReleased(path: string, seen: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_AGAIN_MS);
    const wait = waits.get(path) ?? { seen, wake: [] };
    wait.wake.push(() => {
      clearTimeout(timer);
      resolve();
    });
    waits.set(path, wait);
    poller ??= setTimeout(poll, POLL_MS);
  });
}

/** Who keeps a lock from being taken: the lock file and its holder's mark and birth. */
interface Blocker {
  path: string;
  mark: string;
  born: number[];
}

function blockerAt(path: string): Blocker | null {
  const current = holder(path);
  return current ? { path, mark: current.mark, born: current.born } : null;
}

/** One attempt of a transaction: the lock files it created, under its own mark. */
class Holding implements GateLocks {
  readonly mark: string;
  private readonly held = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly born: number[],
  ) {
    this.mark = `${process.pid}:${Math.random().toString(36).slice(2)}:${born.join('.')}`;
  }

  async lock(keys: readonly GateKey[]): Promise<void> {
    // One order for every transaction's batch of keys: fewer yields between two batches.
    const sorted = [...keys].sort((a, b) => `${a.collection}/${a.id ?? ''}`.localeCompare(`${b.collection}/${b.id ?? ''}`));
    for (const key of sorted) await this.take(key);
  }

  releaseAll(): void {
    for (const path of this.held) release(path, this.mark);
    this.held.clear();
  }

  /**
   * Wait-die: a transaction waits for a younger holder, and yields to an older one when it holds locks itself
   * (one that holds none cannot be in a cycle, so it waits). Every wait is of an older transaction for a younger
   * one, so no cycle of waits forms; the one that yields keeps its age and eventually is the oldest.
   */
  private async take(key: GateKey): Promise<void> {
    const folder = join(this.dir, key.collection);
    const path = join(folder, key.id === null ? COLLECTION_FILE : `d-${key.id}`);
    if (this.held.has(path)) return;
    for (;;) {
      const blocker = key.id === null ? this.takeCollection(folder, path) : this.takeDocument(folder, path);
      if (blocker === null) return;
      if (blocker === 'gone') continue;
      if (this.held.size > 0 && olderThan(blocker.born, this.born)) throw new YieldedToOlder(key, blocker);
      await untilReleased(blocker.path, blocker.mark);
    }
  }

  /** Takes a document's lock unless another holds it or its whole collection: null, or who holds it ('gone' if that one just left). */
  private takeDocument(folder: string, path: string): Blocker | 'gone' | null {
    const taken = tryTake(path, this.mark);
    if (taken === 'held') return blockerAt(path) ?? 'gone';
    this.held.add(path);
    const collection = blockerAt(join(folder, COLLECTION_FILE));
    if (!collection || collection.mark === this.mark || clearedIfAbandoned(collection.path)) return null;
    // A document's lock is not kept while another holds the whole collection.
    if (taken === 'taken') {
      release(path, this.mark);
      this.held.delete(path);
    }
    return collection;
  }

  /** Takes a collection's lock, then waits for others' locks on its documents: null, or who holds one. */
  private takeCollection(folder: string, path: string): Blocker | 'gone' | null {
    if (tryTake(path, this.mark) === 'held') return blockerAt(path) ?? 'gone';
    this.held.add(path);
    for (const name of readdirSync(folder)) {
      if (name === COLLECTION_FILE) continue;
      const document = blockerAt(join(folder, name));
      if (!document || document.mark === this.mark || clearedIfAbandoned(document.path)) continue;
      // Kept only while waiting for a younger holder: an older one may be about to wait for it.
      if (olderThan(document.born, this.born)) {
        release(path, this.mark);
        this.held.delete(path);
      }
      return document;
    }
    return null;
  }
}

/** The gate named by OFFICE_FIRESTORE_GATE when the functions run on the emulator, else none. */
export function emulatorGateFromEnv(env: NodeJS.ProcessEnv = process.env): TransactionGate | null {
  const path = env.OFFICE_FIRESTORE_GATE;
  if (!path || !env.FIRESTORE_EMULATOR_HOST) return null;
  return fileGate(path);
}

/** The gate whose locks are files under `dir` (created when missing; an older single lock file there is replaced). */
export function fileGate(dir: string): TransactionGate {
  // A transaction started inside another one's work takes its locks as that one's.
  const inside = new AsyncLocalStorage<Holding>();
  let ready = false;
  const prepare = () => {
    if (ready) return;
    try {
      if (!statSync(dir).isDirectory()) rmSync(dir, { force: true });
    } catch {
      // not there yet
    }
    mkdirSync(dir, { recursive: true });
    ready = true;
  };
  return {
    async run<R>(work: (locks: GateLocks) => Promise<R>): Promise<R> {
      const outer = inside.getStore();
      if (outer) return work(outer);
      prepare();
      const born = birth();
      // The keys an attempt yielded over: the next attempt waits for them before anything else, holding nothing,
      // so it does not yield over them again (50 comments at once on one collection: 412 yields without this).
      const first: GateKey[] = [];
      for (let attempt = 1; ; attempt++) {
        const holding = new Holding(dir, born);
        let yielded: Blocker;
        try {
          await holding.lock(first);
          return await inside.run(holding, () => work(holding));
        } catch (error) {
          if (!(error instanceof YieldedToOlder)) throw error;
          if (attempt >= MAX_GATE_ATTEMPTS) throw new ContentionError(attempt);
          if (!first.some((k) => k.collection === error.key.collection && k.id === error.key.id)) first.push(error.key);
          yielded = error.blocker;
        } finally {
          holding.releaseAll();
        }
        // Running again at once would meet the older one again.
        await untilReleased(yielded.path, yielded.mark);
      }
    },
  };
}
