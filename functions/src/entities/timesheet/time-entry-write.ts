import {
  COLLECTIONS,
  emptyTimeMonth,
  moveTime,
  type AuditSection,
  type HourlyRatesRecord,
  type TimeEntryRecord,
  type TimeMonthRecord,
  type TimerRecord,
} from '@office/domain';
import { forEachPage } from '../../platform/pages';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';
import { changeAuditOp, recordOp, type RecordChange, type WriteOwner } from '../record-change';

export type TimeEntryChange = RecordChange<TimeEntryRecord>;
export type TimerChange = RecordChange<TimerRecord>;

/** What one timesheet write changes: entries (a batch for an approval or a billing), and the caller's timer. */
export interface TimesheetChanges {
  /** Whose log the entries' changes go to: the Agenda's (recording time) or Financeiro's (approval, billing). */
  section: AuditSection;
  entries?: readonly TimeEntryChange[];
  timer?: TimerChange;
}

const sameCells = (a: TimeMonthRecord, b: TimeMonthRecord) => JSON.stringify(a.cells) === JSON.stringify(b.cells);

/**
 * The month records after `changes`, read in the caller's transaction: two writes meeting on a month start over,
 * so no minute is lost or counted twice. An emptied month is deleted.
 */
export async function timeRollupOps(tx: TypedReader, changes: readonly TimeEntryChange[]): Promise<TypedWriteOp[]> {
  const touched = changes.flatMap((c) => [c.before, c.after].filter((e): e is TimeEntryRecord => e !== null));
  const months = [...new Set(touched.map((e) => e.month))].sort();
  if (months.length === 0) return [];
  const stored = await tx.getMany(COLLECTIONS.timeMonths, months);
  const records = new Map(months.map((m, i) => [m, structuredClone(stored[i]?.data ?? emptyTimeMonth(m))]));
  const recordOf = (month: string) => records.get(month) ?? emptyTimeMonth(month);
  for (const c of changes) {
    if (c.before) moveTime(recordOf(c.before.month), c.before, -1);
    if (c.after) moveTime(recordOf(c.after.month), c.after, 1);
  }
  return months.flatMap((m, i): TypedWriteOp[] => {
    const record = recordOf(m);
    const doc = stored[i] ?? null;
    const empty = Object.keys(record.cells).length === 0;
    if (!doc) return empty ? [] : [{ kind: 'create', collection: COLLECTIONS.timeMonths, id: m, data: record }];
    if (sameCells(doc.data, record)) return [];
    if (empty) return [{ kind: 'delete', collection: COLLECTIONS.timeMonths, id: m, expectedVersion: doc.version }];
    return [{ kind: 'update', collection: COLLECTIONS.timeMonths, id: m, expectedVersion: doc.version, patch: { cells: record.cells } }];
  });
}

/**
 * The one owner of time entries, timers and their monthly rollups: each entry and its audit entry, the timer
 * and its own, and the months the entries' minutes move, read and written in the caller's transaction.
 */
export const timesheetWrite: WriteOwner<TimesheetChanges> = async (tx, ctx, note, { section, entries = [], timer }) => [
  ...entries.map((c) => recordOp(COLLECTIONS.timeEntries, c)),
  ...entries.map((c) =>
    changeAuditOp(ctx, section, COLLECTIONS.timeEntries, c, note.action === 'timesheet.stopTimer' ? { ...note, action: 'timesheet.create' } : note),
  ),
  ...(timer ? [recordOp(COLLECTIONS.timers, timer), changeAuditOp(ctx, 'agenda', COLLECTIONS.timers, timer, note)] : []),
  ...(await timeRollupOps(tx, entries)),
];

/** The office's rate table (`hourlyRates/office`) and its audit entry in Financeiro's log. */
export function timesheetRatesWrite(
  ctx: Parameters<WriteOwner<unknown>>[1],
  note: Parameters<WriteOwner<unknown>>[2],
  change: RecordChange<HourlyRatesRecord>,
): TypedWriteOp[] {
  return [recordOp(COLLECTIONS.hourlyRates, change), changeAuditOp(ctx, 'finance', COLLECTIONS.hourlyRates, change, note)];
}

/**
 * Every month record recomputed from the entries (a seed, a store from before the rollups, the bench's grown store).
 * Run at start with the other projections, before any callable. Returns the records written.
 */
export async function rebuildTimeMonths(store: TypedDocumentStore): Promise<number> {
  const records = new Map<string, TimeMonthRecord>();
  await forEachPage(store, COLLECTIONS.timeEntries, {}, (docs) => {
    for (const { data } of docs) {
      const record = records.get(data.month) ?? emptyTimeMonth(data.month);
      moveTime(record, data, 1);
      records.set(data.month, record);
    }
  });
  const ops: TypedWriteOp[] = [];
  await forEachPage(store, COLLECTIONS.timeMonths, { orderBy: [{ field: 'month' }] }, (docs) => {
    for (const d of docs) {
      const record = records.get(d.id);
      records.delete(d.id);
      if (!record || Object.keys(record.cells).length === 0)
        ops.push({ kind: 'delete', collection: COLLECTIONS.timeMonths, id: d.id, expectedVersion: d.version });
      else if (!sameCells(d.data, record))
        ops.push({ kind: 'update', collection: COLLECTIONS.timeMonths, id: d.id, expectedVersion: d.version, patch: { cells: record.cells } });
    }
  });
  for (const [month, record] of records)
    if (Object.keys(record.cells).length > 0) ops.push({ kind: 'create', collection: COLLECTIONS.timeMonths, id: month, data: record });
  for (let i = 0; i < ops.length; i += 400) await store.commit(ops.slice(i, i + 400));
  return ops.length;
}
