/**
 * The home page at scale, in process: the seeded store grown to `total` lawsuits (Rafael's, one in fifty under
 * segredo de justiça of Juliana's) and `total` agenda entries (one in six a prazo, half of those on a load
 * lawsuit, every open, over three years around today), then `dashboard-summary` through the callable's own
 * handler, as a lawyer in "Meus" and as the administrator in "Meus" and "Escritório". Reports the documents one
 * call reads and the handler's time: neither may grow with the office.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, COLLECTIONS, officeDate } from '@office/domain';
import { openEntry } from '../../tests/support/agenda';
import dashboardSummary from '../../functions/src/callables/dashboard/summary';
import { rebuildLawsuitProjections } from '../../functions/src/entities/lawsuits/rebuild-projections';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';
import { loadLawsuit } from './audience-bench';
import { timed, type ListTiming } from './finance-bench';

const LAWYER = 'staff-rafael-moreira';
const ADMIN = 'staff-helena-barbosa';
const OWNERS = [LAWYER, ADMIN, 'staff-juliana-ferreira'];
const KINDS = ['prazo', 'audiencia', 'reuniao', 'diligencia', 'tarefa', 'atendimento'] as const;

/** `total` load lawsuits and agenda entries beside the seed's. */
async function grow(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const today = officeDate();
  const ops: TypedWriteOp[] = [];
  for (let i = 0; i < total; i++) ops.push({ kind: 'create', collection: COLLECTIONS.lawsuits, id: `load-proc-${i}`, data: loadLawsuit(i) });
  for (let i = 0; i < total; i++) {
    const kind = KINDS[i % KINDS.length] ?? 'audiencia';
    // Two years back to one ahead: most open prazos are long overdue, as in an office that never closes them.
    const date = addDays(today, (i % (3 * 365)) - 2 * 365);
    const prazo = kind === 'prazo';
    const ownerId = OWNERS[Math.floor(i / KINDS.length) % OWNERS.length] ?? LAWYER;
    const title = `Compromisso de carga ${i}`;
    // Half the prazos on a load lawsuit (Rafael's, or a segredo one of Juliana's): "Meus" finds them by the lawsuit.
    const lawsuitId = prazo && i % 12 === 0 ? `load-proc-${i % total}` : null;
    const entry = openEntry({ kind, title, date, ownerId, lawsuitId, lawsuitLawyers: prazo && lawsuitId ? loadLawsuit(i % total).responsibleLawyerIds : [] });
    ops.push({ kind: 'create', collection: COLLECTIONS.events, id: `load-evt-${i}`, data: entry });
  }
  for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
  // The lawsuits' projection and counts, as the start-up rebuild keeps them for data written outside the callables.
  await rebuildLawsuitProjections(store);
}

export type DashboardBench = Record<string, Record<string, ListTiming>>;

/** `dashboard-summary` at the seed and each of `totals` (load lawsuits and entries), `calls` times per caller. */
export async function dashboardAtScale(totals: readonly number[], calls: number): Promise<DashboardBench> {
  const out: DashboardBench = {};
  for (const total of [0, ...totals]) {
    const dataDir = mkdtempSync(join(tmpdir(), `office-bench-dashboard-${total}-`));
    const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
    try {
      await loadSeed(raw);
      if (total > 0) await grow(raw, total);
      const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
      const ctx = async (uid: string) => ({ uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores });
      const lawyer = await ctx(LAWYER);
      const admin = await ctx(ADMIN);
      out[total === 0 ? 'seed' : total.toLocaleString('en-US')] = {
        'lawyer, Meus': await timed(raw, calls, () => dashboardSummary.handler(lawyer, { scope: 'meus' })),
        'administrator, Meus': await timed(raw, calls, () => dashboardSummary.handler(admin, { scope: 'meus' })),
        'administrator, Escritório': await timed(raw, calls, () => dashboardSummary.handler(admin, { scope: 'escritorio' })),
      };
    } finally {
      await raw.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}

export function printDashboardBench(bench: DashboardBench): void {
  console.log('\ndashboard-summary in process (documents read per call, handler median / p95)');
  for (const [size, callers] of Object.entries(bench)) {
    for (const [caller, t] of Object.entries(callers)) {
      console.log(`  ${size.padStart(6)}  ${caller.padEnd(26)} ${String(t.reads).padStart(6)} docs   ${t.median} / ${t.p95} ms`);
    }
  }
}
