import { COLLECTIONS, moveShare, type FinanceMonthRecord, type RolledUp } from '@office/domain';
import type { ListPage } from '../store/port';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../store/typed';

/** A lançamento before and after one write (null: not there). */
export interface ShareChange {
  before: RolledUp | null;
  after: RolledUp | null;
}

const monthOf = (t: RolledUp) => t.dueDate.slice(0, 7);

/**
 * The month records after `changes`, read in the caller's transaction: writes that meet on a month start
 * over, so no share is lost or counted twice. A month without a record gets one.
 */
export async function financeRollupOps(tx: TypedReader, changes: readonly ShareChange[]): Promise<TypedWriteOp[]> {
  const months = [...new Set(changes.flatMap((c) => [c.before, c.after].filter((t): t is RolledUp => t !== null).map(monthOf)))].sort();
  const stored = await tx.getMany(COLLECTIONS.financeMonths, months);
  const records = new Map(months.map((m, i) => [m, structuredClone(stored[i]?.data ?? { month: m, days: {} })]));
  const recordOf = (month: string): FinanceMonthRecord => records.get(month) ?? { month, days: {} };
  for (const c of changes) {
    if (c.before) moveShare(recordOf(monthOf(c.before)), c.before, -1);
    if (c.after) moveShare(recordOf(monthOf(c.after)), c.after, 1);
  }
  return months.flatMap((m, i): TypedWriteOp[] => {
    const record = recordOf(m);
    const doc = stored[i];
    if (!doc) return Object.keys(record.days).length ? [{ kind: 'create', collection: COLLECTIONS.financeMonths, id: m, data: record }] : [];
    if (JSON.stringify(doc.data.days) === JSON.stringify(record.days)) return [];
    return [{ kind: 'update', collection: COLLECTIONS.financeMonths, id: m, expectedVersion: doc.version, patch: { days: record.days } }];
  });
}

/** Most months one read returns; the whole 1900–2100 range is read in a few pages. */
const MONTHS_PAGE = 500;

/** The month records from `from` to `to` ("YYYY-MM", both optional and inclusive), in order. */
export async function readMonths(store: TypedDocumentStore, from: string | null, to: string | null): Promise<FinanceMonthRecord[]> {
  const where = [...(from ? [{ field: 'month', op: '>=' as const, value: from }] : []), ...(to ? [{ field: 'month', op: '<=' as const, value: to }] : [])];
  const out: FinanceMonthRecord[] = [];
  let after: string | null = null;
  do {
    const page: ListPage<FinanceMonthRecord> = await store.list(COLLECTIONS.financeMonths, { where, orderBy: [{ field: 'month' }], limit: MONTHS_PAGE, after });
    out.push(...page.docs.map((d) => d.data));
    after = page.nextCursor;
  } while (after);
  return out;
}

/**
 * Every month record recomputed from the lançamentos (a store from before they existed, a seed, the bench's
 * grown store). Run at start, before any callable, by completeDerivedFields. Returns the records written.
 */
export async function rebuildFinanceMonths(store: TypedDocumentStore): Promise<number> {
  const records = new Map<string, FinanceMonthRecord>();
  let after: string | null = null;
  do {
    const page: ListPage = await store.raw.list(COLLECTIONS.transactions, { orderBy: [{ field: 'dueDate' }], limit: 500, after });
    for (const d of page.docs) {
      const t = d.data as unknown as RolledUp;
      const month = monthOf(t);
      const record = records.get(month) ?? { month, days: {} };
      moveShare(record, t, 1);
      records.set(month, record);
    }
    after = page.nextCursor;
  } while (after);
  const ops: TypedWriteOp[] = [];
  let stale: string | null = null;
  do {
    const page: ListPage<FinanceMonthRecord> = await store.list(COLLECTIONS.financeMonths, { orderBy: [{ field: 'month' }], limit: MONTHS_PAGE, after: stale });
    for (const d of page.docs) {
      const fresh = records.get(d.id);
      records.delete(d.id);
      if (!fresh) ops.push({ kind: 'delete', collection: COLLECTIONS.financeMonths, id: d.id, expectedVersion: d.version });
      else if (JSON.stringify(fresh.days) !== JSON.stringify(d.data.days))
        ops.push({ kind: 'update', collection: COLLECTIONS.financeMonths, id: d.id, expectedVersion: d.version, patch: { days: fresh.days } });
    }
    stale = page.nextCursor;
  } while (stale);
  for (const [month, record] of records) ops.push({ kind: 'create', collection: COLLECTIONS.financeMonths, id: month, data: record });
  for (let i = 0; i < ops.length; i += 400) await store.commit(ops.slice(i, i + 400));
  return ops.length;
}
