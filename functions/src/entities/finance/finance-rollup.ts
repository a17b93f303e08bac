import {
  COLLECTIONS,
  emptyFinanceMonth,
  isCash,
  isEmptyFinanceMonth,
  moveCash,
  moveShare,
  type FinanceMonthRecord,
  type RolledUp,
  type TransactionType,
} from '@office/domain';
import { forEachPage } from '../../platform/pages';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';

/** A lançamento before and after one write (null: not there). */
export interface ShareChange {
  before: RolledUp | null;
  after: RolledUp | null;
}

/** A baixa entering the cash of its date's month (amount > 0), or its estorno leaving it (amount < 0). */
export interface CashChange {
  date: string;
  type: TransactionType;
  amount: number;
}

const monthOf = (t: RolledUp) => t.dueDate.slice(0, 7);

const sameContent = (a: FinanceMonthRecord, b: FinanceMonthRecord) =>
  JSON.stringify([a.days, a.categories, a.cash]) === JSON.stringify([b.days, b.categories, b.cash]);

/** The op that turns the stored record (if any) into `record`: nothing when they match, a delete when it is empty. */
function monthOp(month: string, record: FinanceMonthRecord, doc: { data: FinanceMonthRecord; version: number } | null): TypedWriteOp[] {
  if (!doc) return isEmptyFinanceMonth(record) ? [] : [{ kind: 'create', collection: COLLECTIONS.financeMonths, id: month, data: record }];
  if (sameContent(doc.data, record)) return [];
  if (isEmptyFinanceMonth(record)) return [{ kind: 'delete', collection: COLLECTIONS.financeMonths, id: month, expectedVersion: doc.version }];
  const { days, categories, cash } = record;
  return [{ kind: 'update', collection: COLLECTIONS.financeMonths, id: month, expectedVersion: doc.version, patch: { days, categories, cash } }];
}

/**
 * The month records after `changes` and `cash`, read in the caller's transaction: writes that meet on a month
 * start over, so no share is lost or counted twice. A month without a record gets one.
 */
export async function financeRollupOps(tx: TypedReader, changes: readonly ShareChange[], cash: readonly CashChange[] = []): Promise<TypedWriteOp[]> {
  const months = [
    ...new Set([...changes.flatMap((c) => [c.before, c.after].filter((t): t is RolledUp => t !== null).map(monthOf)), ...cash.map((c) => c.date.slice(0, 7))]),
  ].sort();
  const stored = await tx.getMany(COLLECTIONS.financeMonths, months);
  const records = new Map(months.map((m, i) => [m, structuredClone(stored[i]?.data ?? emptyFinanceMonth(m))]));
  const recordOf = (month: string): FinanceMonthRecord => records.get(month) ?? emptyFinanceMonth(month);
  for (const c of changes) {
    if (c.before) moveShare(recordOf(monthOf(c.before)), c.before, -1);
    if (c.after) moveShare(recordOf(monthOf(c.after)), c.after, 1);
  }
  for (const c of cash) moveCash(recordOf(c.date.slice(0, 7)), c.type, c.amount);
  return months.flatMap((m, i) => monthOp(m, recordOf(m), stored[i] ?? null));
}

/** Most months one read returns; the whole 1900–2100 range is read in a few pages. */
const MONTHS_PAGE = 500;

/** The month records from `from` to `to` ("YYYY-MM", both optional and inclusive), in order. */
export async function readMonths(store: TypedDocumentStore, from: string | null, to: string | null): Promise<FinanceMonthRecord[]> {
  const where = [...(from ? [{ field: 'month', op: '>=' as const, value: from }] : []), ...(to ? [{ field: 'month', op: '<=' as const, value: to }] : [])];
  const out: FinanceMonthRecord[] = [];
  await forEachPage(store, COLLECTIONS.financeMonths, { where, orderBy: [{ field: 'month' }] }, (docs) => out.push(...docs.map((d) => d.data)), MONTHS_PAGE);
  return out;
}

/**
 * Every month record recomputed from the lançamentos and the payments (a store from before they existed, a
 * seed, the bench's grown store). Run at start, before any callable, by completeDerivedFields. Returns the
 * records written.
 */
export async function rebuildFinanceMonths(store: TypedDocumentStore): Promise<number> {
  const records = new Map<string, FinanceMonthRecord>();
  const recordOf = (month: string) => {
    const record = records.get(month) ?? emptyFinanceMonth(month);
    records.set(month, record);
    return record;
  };
  await forEachPage(store, COLLECTIONS.transactions, {}, (docs) => {
    for (const { data: t } of docs) moveShare(recordOf(monthOf(t)), t, 1);
  });
  await forEachPage(store, COLLECTIONS.payments, {}, (docs) => {
    for (const { data: p } of docs) if (isCash(p) && !p.reversal) moveCash(recordOf(p.date.slice(0, 7)), p.type, p.amount);
  });
  const ops: TypedWriteOp[] = [];
  await forEachPage(
    store,
    COLLECTIONS.financeMonths,
    { orderBy: [{ field: 'month' }] },
    (docs) => {
      for (const d of docs) {
        ops.push(...monthOp(d.id, records.get(d.id) ?? emptyFinanceMonth(d.id), d));
        records.delete(d.id);
      }
    },
    MONTHS_PAGE,
  );
  for (const [month, record] of records) ops.push(...monthOp(month, record, null));
  for (let i = 0; i < ops.length; i += 400) await store.commit(ops.slice(i, i + 400));
  return ops.length;
}
