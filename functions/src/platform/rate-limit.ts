import { createHash } from 'node:crypto';
import { COLLECTIONS, officeDate, officeDayRange } from '@office/domain';
import { MAX_PAGE_SIZE } from '../store/port';
import type { TypedDocumentStore, TypedTransactionReader, TypedWriteOp } from '../store/typed';

/** A counting window: its label goes into the counter's id; the counter is stale after `expiresAt`. */
export interface Window {
  label: string;
  expiresAt: string;
}

export interface Limit {
  /** What is limited and by whom, e.g. "removal:ip:203.0.113.9". Hashed before it is stored. */
  key: string;
  max: number;
  window: Window;
}

/** Fixed windows of `windowMs` counted from the epoch (an hour, say). */
export function fixedWindow(windowMs: number, now = Date.now()): Window {
  const index = Math.floor(now / windowMs);
  return { label: `${windowMs}|${index}`, expiresAt: new Date((index + 1) * windowMs).toISOString() };
}

/** The office calendar day (America/Sao_Paulo), so "today" resets at the office's midnight. */
export function officeDayWindow(now = Date.now()): Window {
  return { label: officeDate(new Date(now)), expiresAt: officeDayRange(new Date(now)).end };
}

/** The counter's id: keys hold addresses and e-mails, which are never stored in clear. */
export function counterId(key: string, window: Window): string {
  return createHash('sha256').update(`${key}|${window.label}`).digest('hex').slice(0, 40);
}

/** The writes that add one to a counter read in `tx`. */
async function increment(tx: TypedTransactionReader, key: string, window: Window): Promise<{ count: number; op: TypedWriteOp }> {
  const id = counterId(key, window);
  const current = await tx.get(COLLECTIONS.rateLimits, id);
  if (!current) return { count: 0, op: { kind: 'create', collection: COLLECTIONS.rateLimits, id, data: { count: 1, expiresAt: window.expiresAt } } };
  return {
    count: current.data.count,
    op: { kind: 'update', collection: COLLECTIONS.rateLimits, id, expectedVersion: current.version, patch: { count: current.data.count + 1 } },
  };
}

/**
 * Counts one use against every limit inside the caller's transaction, so the counters and what they guard
 * commit together: concurrent calls cannot all pass one free slot, and a refused call stores nothing it
 * guards. Answers the writes, or the first limit already reached (then nothing is counted).
 */
export async function countAgainst(tx: TypedTransactionReader, limits: readonly Limit[]): Promise<{ ops: TypedWriteOp[] } | { reached: Limit }> {
  const ops: TypedWriteOp[] = [];
  for (const limit of limits) {
    const { count, op } = await increment(tx, limit.key, limit.window);
    if (count >= limit.max) return { reached: limit };
    ops.push(op);
  }
  return { ops };
}

/** One more refusal on a plain counter (no maximum): how often a limit turned people away. */
export async function countRefusal(tx: TypedTransactionReader, key: string, window: Window): Promise<TypedWriteOp> {
  return (await increment(tx, key, window)).op;
}

/**
 * Deletes the counters whose window is over: a counter is read only within its window (its id names it), so an
 * expired one is never touched again and would otherwise stay forever (every anonymous public call writes one).
 * Firestore's TTL policies need a timestamp field, and the store keeps instants as ISO text, so this sweep is
 * what removes them, in both stores. Answers how many it deleted.
 */
export function sweepExpiredCounters(store: TypedDocumentStore, now = new Date().toISOString()): Promise<number> {
  return sweepExpired(store, COLLECTIONS.rateLimits, 'expiresAt', now);
}

/**
 * Deletes, a page at a time, the documents of an expiring collection whose `field` is at most `now` (rate-limit
 * counters, verified sign-ins): none is read again once expired. Each is deleted on the version read, so one
 * written meanwhile (it cannot be, its time is over) would make this a conflict. Answers how many it deleted.
 */
export async function sweepExpired(
  store: TypedDocumentStore,
  collection: typeof COLLECTIONS.rateLimits | typeof COLLECTIONS.secondFactorSessions,
  field: string,
  now: string | number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await store.list(collection, { where: [{ field, op: '<=', value: now }], orderBy: [{ field }], limit: MAX_PAGE_SIZE });
    if (page.docs.length === 0) return deleted;
    await store.commit(page.docs.map((d) => ({ kind: 'delete', collection, id: d.id, expectedVersion: d.version })));
    deleted += page.docs.length;
    if (page.docs.length < MAX_PAGE_SIZE) return deleted;
  }
}
