/**
 * The chunked job runner: long work (an import of 20,000 rows, an office's export) split into steps that each fit a
 * function's memory and time, run by whoever comes next — the person's page asking for more, or the periodic pass.
 *
 * The contract a job kind meets:
 * - Its job document (any collection) has `lease: { owner, until } | null`. A runner takes the lease in a
 *   transaction before its first step and gives it back after its last; a runner that dies leaves a lease that
 *   lapses after LEASE_MS, and the next pass takes the job over. Two runners never step one job at once.
 * - `step(jobId)` does ONE unit of work and commits it together with its checkpoint (the job's or its chunk's
 *   state) in one store transaction, so a crash between steps loses nothing and a crash inside a step commits
 *   nothing. Work done outside that transaction (an external request, a second transaction) must be idempotent:
 *   deterministic document ids, so running the step again writes nothing twice.
 * - `step` answers 'more' while work is left, 'done' when the job is finished (or stopped for a reason it stored).
 * - Steps are short (seconds): the runner stops taking new ones at its deadline and the job waits for the next run.
 */
import { randomBytes } from 'node:crypto';
import type { CollectionName, RecordOf } from '@office/domain';
import type { TypedDocumentStore } from '../../store/typed';

/** How long a runner holds a job without renewing: longer than any step, short enough for a quick takeover. */
export const LEASE_MS = 120_000;

type LeasedRecord = { lease: { owner: string; until: string } | null };

export interface JobKind<N extends CollectionName> {
  collection: N;
  /** Whether the job still has work (its status), read from its document. */
  active(record: RecordOf<N>): boolean;
  step(jobId: string): Promise<'more' | 'done'>;
}

export interface JobRun {
  steps: number;
  /** The job finished in this run. */
  done: boolean;
  /** Nothing was done here: another runner held the job, or it had no work left. */
  busy: boolean;
}

/** Takes (or renews) the job's lease for `owner`; false when another live runner holds it or the job has no work left. */
async function takeLease<N extends CollectionName>(store: TypedDocumentStore, kind: JobKind<N>, jobId: string, owner: string): Promise<boolean> {
  return store.transact(async (tx) => {
    const job = await tx.get(kind.collection, jobId);
    if (!job || !kind.active(job.data)) return { ops: [], result: false };
    const lease = (job.data as LeasedRecord).lease;
    const now = Date.now();
    if (lease && lease.owner !== owner && Date.parse(lease.until) > now) return { ops: [], result: false };
    const patch = { lease: { owner, until: new Date(now + LEASE_MS).toISOString() } } as unknown as Partial<RecordOf<N>>;
    return { ops: [{ kind: 'update', collection: kind.collection, id: jobId, expectedVersion: job.version, patch } as never], result: true };
  });
}

async function releaseLease<N extends CollectionName>(store: TypedDocumentStore, kind: JobKind<N>, jobId: string, owner: string): Promise<void> {
  await store.transact(async (tx) => {
    const job = await tx.get(kind.collection, jobId);
    if ((job?.data as LeasedRecord | undefined)?.lease?.owner !== owner || !job) return { ops: [], result: null };
    const patch = { lease: null } as unknown as Partial<RecordOf<N>>;
    return { ops: [{ kind: 'update', collection: kind.collection, id: jobId, expectedVersion: job.version, patch } as never], result: null };
  });
}

/**
 * Runs steps of one job until it is done, `maxSteps` were run or `deadline` (epoch ms) passed. The lease is
 * renewed before each step, so a long run keeps it and a dead one loses it within LEASE_MS.
 */
export async function runJob<N extends CollectionName>(
  store: TypedDocumentStore,
  kind: JobKind<N>,
  jobId: string,
  limits: { deadline: number; maxSteps?: number },
): Promise<JobRun> {
  const owner = `runner-${randomBytes(6).toString('hex')}`;
  let steps = 0;
  let done = false;
  try {
    while (!done && Date.now() < limits.deadline && steps < (limits.maxSteps ?? Infinity)) {
      if (!(await takeLease(store, kind, jobId, owner))) return { steps, done: false, busy: steps === 0 };
      done = (await kind.step(jobId)) === 'done';
      steps++;
    }
  } finally {
    await releaseLease(store, kind, jobId, owner).catch(() => undefined);
  }
  return { steps, done, busy: false };
}
