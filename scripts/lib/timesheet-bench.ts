/**
 * The profitability report at scale, in process: the seeded store grown to `total` time entries (three years of
 * the team's work on the seeded lawsuits, their monthly rollups kept as the entries' owner keeps them), then
 * `timesheet-profitability` per lawsuit, client, person and month over a year, through the callable's own handler.
 * Reports documents read per call and the handler's time: the report reads the month rollups (one per month), never
 * the entries, so neither may grow with them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, COLLECTIONS, emptyTimeMonth, moveTime, PROFITABILITY_GROUPS, type TimeEntryRecord, type TimeMonthRecord } from '@office/domain';
import profitability from '../../functions/src/callables/timesheet/profitability';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';
import { SEED_STAFF } from '../seed/staff';
import { timed, type ListTiming } from './finance-bench';

const PEOPLE = SEED_STAFF.filter((s) => s.write.includes('Agenda')).map((s) => s.uid);
const FIRST_DAY = '2024-01-01';

/** `total` entries over three years from FIRST_DAY, on 60 lawsuits, and the month records they add up to. */
async function grow(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const months = new Map<string, TimeMonthRecord>();
  const ops: TypedWriteOp[] = [];
  for (let i = 0; i < total; i++) {
    const date = addDays(FIRST_DAY, i % 1095);
    const lawsuit = (i % 60) + 1;
    const entry: TimeEntryRecord = {
      personId: PEOPLE[i % PEOPLE.length] ?? 'staff-rafael-moreira',
      date,
      month: date.slice(0, 7),
      minutes: 15 + (i % 8) * 15,
      startTime: null,
      endTime: null,
      lawsuitId: `proc-${String(lawsuit).padStart(3, '0')}`,
      clientId: `cli-${String(lawsuit).padStart(3, '0')}`,
      taskId: null,
      description: `Trabalho de carga ${i}`,
      billable: i % 4 !== 0,
      status: i % 3 === 0 ? 'faturado' : i % 3 === 1 ? 'aprovado' : 'pendente',
      approvedBy: null,
      approvedAt: null,
      transactionId: null,
      billedRate: null,
      billedAmount: null,
      createdBy: 'system',
      updatedBy: 'system',
    };
    const month = months.get(entry.month) ?? emptyTimeMonth(entry.month);
    moveTime(month, entry, 1);
    months.set(entry.month, month);
    ops.push({ kind: 'create', collection: COLLECTIONS.timeEntries, id: `load-tim-${i}`, data: entry });
  }
  for (const [id, data] of months) ops.push({ kind: 'create', collection: COLLECTIONS.timeMonths, id, data });
  for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
}

/** The report over 2025 per lawsuit, client, person and month, as the finance member, `calls` times each. */
export async function timesheetAtScale(total: number, calls: number): Promise<Record<string, ListTiming>> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-timesheet-${total}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    await grow(raw, total);
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    const uid = 'staff-camila-souza';
    const ctx = { uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores };
    const out: Record<string, ListTiming> = {};
    for (const groupBy of PROFITABILITY_GROUPS)
      out[`profitability: by ${groupBy}, 12 months`] = await timed(raw, calls, () => profitability.handler(ctx, { from: '2025-01', to: '2025-12', groupBy }));
    return out;
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
