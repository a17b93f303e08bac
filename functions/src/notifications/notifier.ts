/**
 * One pass of the notifier: finds what is due, stores each notification once, builds the digests that are due
 * and sends the outbox, as part of the periodic pass (periodic-pass.ts: every 5 minutes in production, every
 * minute under `npm start`, on request with the clock they choose in the tests). Passes may overlap, repeat or die midway: every write is keyed or claimed, so the outcome is the
 * same as one clean pass.
 */
import { ANNOUNCED_RUNS_KEPT, COLLECTIONS, officeDate, workingNoticesDue } from '@office/domain';
import { randomBytes } from 'node:crypto';
import type { TypedDocumentStore } from '../store/typed';
import { buildDigests, sendDue, type SendResult } from './outbox';
import { captureRunNotices } from './capture-runs';
import { storeDrafts } from '../entities/notifications/produce';
import { activeAdmins, dueReminders, duePrazos, failingCapture, untreatedIntimations } from './sources';
import { dueTasks } from '../entities/notifications/task-notices';

const STATE_ID = 'passes';
/** A first pass, or one after a long outage, looks back this far: a reminder older than a day has lost its point. */
const MAX_LOOKBACK_MS = 24 * 3_600_000;
const FIRST_LOOKBACK_MS = 15 * 60_000;

export interface NotifierPass {
  runId: string;
  now: string;
  /** The window the windowed sources read: (from, now]. */
  from: string;
  found: number;
  stored: number;
  /** The capture runs this pass announced (finished ones not announced before). */
  runs: string[];
  digests: number;
  mail: SendResult;
  reads: number;
}

export interface NotifierOptions {
  now?: string;
  afterClaim?: (claimed: number) => Promise<void>;
}

/** Where the last completed pass left off (within MAX_LOOKBACK_MS of now), the last day the daily sources ran, and the runs announced. */
async function lastPass(store: TypedDocumentStore, now: string): Promise<{ from: string; dailyFor: string | null; announcedRuns: string[] }> {
  const state = await store.get(COLLECTIONS.notifierState, STATE_ID);
  const floor = new Date(Date.parse(now) - MAX_LOOKBACK_MS).toISOString();
  const last = state?.data.passedUntil ?? new Date(Date.parse(now) - FIRST_LOOKBACK_MS).toISOString();
  return { from: last < floor ? floor : last, dailyFor: state?.data.dailyFor ?? null, announcedRuns: state?.data.announcedRuns ?? [] };
}

/**
 * Moves the marks forward only (a slower, older pass finishing later does not move them back), and adds the runs
 * this pass announced to those remembered (the newest ANNOUNCED_RUNS_KEPT).
 */
async function markPassed(store: TypedDocumentStore, now: string, dailyFor: string | null, runs: readonly string[]): Promise<void> {
  await store.transact(async (tx) => {
    const state = await tx.get(COLLECTIONS.notifierState, STATE_ID);
    const known = state?.data.announcedRuns ?? [];
    const added = runs.filter((r) => !known.includes(r));
    const next = {
      passedUntil: state && state.data.passedUntil > now ? state.data.passedUntil : now,
      dailyFor:
        [state?.data.dailyFor ?? null, dailyFor]
          .filter((d): d is string => d !== null)
          .sort()
          .at(-1) ?? null,
      announcedRuns: [...known, ...added].slice(-ANNOUNCED_RUNS_KEPT),
    };
    if (!state) return { ops: [{ kind: 'create', collection: COLLECTIONS.notifierState, id: STATE_ID, data: next }], result: null };
    if (next.passedUntil === state.data.passedUntil && next.dailyFor === (state.data.dailyFor ?? null) && added.length === 0) return { ops: [], result: null };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.notifierState, id: STATE_ID, expectedVersion: state.version, patch: next }], result: null };
  });
}

export async function runNotifier(store: TypedDocumentStore, options: NotifierOptions = {}): Promise<NotifierPass> {
  const now = options.now ?? new Date().toISOString();
  const runId = `pass-${Date.parse(now).toString(36)}-${randomBytes(4).toString('hex')}`;
  const readsBefore = store.metrics().reads;
  const { from, dailyFor, announcedRuns } = await lastPass(store, now);
  const working = workingNoticesDue(now);
  // Untreated intimações become late once a day, when the office day starts: looked for on the day's first working pass.
  const today = officeDate(new Date(now));
  const daily = working && (dailyFor ?? '') < today;
  const admins = await activeAdmins(store);
  const [runs, ...batches] = await Promise.all([
    captureRunNotices(store, announcedRuns),
    dueReminders(store, from, now),
    failingCapture(store, now, admins),
    working ? duePrazos(store, now) : [],
    working ? dueTasks(store, now) : [],
    daily ? untreatedIntimations(store, now, admins) : [],
  ]);
  const drafts = [...runs.drafts, ...batches.flat()];
  const stored = await storeDrafts(store, drafts, now);
  // Only once everything found is stored: a pass that dies before this is redone by the next from the same marks.
  await markPassed(store, now, daily ? today : null, runs.runs);
  const digests = await buildDigests(store, now);
  const mail = await sendDue(store, { runId, now, afterClaim: options.afterClaim });
  return { runId, now, from, found: drafts.length, stored, runs: runs.runs, digests, mail, reads: store.metrics().reads - readsBefore };
}
