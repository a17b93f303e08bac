import {
  COLLECTIONS,
  FINANCE_IMPORT_CHUNK_ROWS,
  importChunkId,
  importPaymentId,
  importTransactionId,
  type FinanceChunkRow,
  type FinanceRowPlan,
  type ImportChunkRecord,
  type ImportJobRecord,
} from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { jobView, readOwnJob } from '../imports/shared';
import { MAX_FINANCE_SKIPPED_KEPT } from './job/finance-steps';
import { planFinanceImport } from './job/plan';

/** Chunks of open rows, then chunks of paid ones: Financeiro's owner audits a write that moves money as its baixas. */
function chunkRows(rows: readonly FinanceRowPlan[]): FinanceRowPlan[][] {
  const out: FinanceRowPlan[][] = [];
  for (const group of [rows.filter((r) => !r.paid), rows.filter((r) => r.paid)]) {
    for (let i = 0; i < group.length; i += FINANCE_IMPORT_CHUNK_ROWS) out.push(group.slice(i, i + FINANCE_IMPORT_CHUNK_ROWS));
  }
  return out;
}

/**
 * Financeiro: starts an import of lançamentos. The file is checked again (the office may have changed since the
 * preview), its rows laid out in chunks (`importChunks`), then the job (`imports`, kind "finance") is created with
 * its audit entry. The page asks for steps (financeImports-advance) and the periodic pass resumes.
 */
export default implement('financeImports-start', async (ctx, input) => {
  const store = ctx.stores.documents;
  const plan = await planFinanceImport(ctx, store, input);
  if (plan.rows.length === 0) throw appError('invalid-input', { fields: { table: 'Nenhuma linha pode ser importada: confira os motivos na prévia.' } });
  const id = newId('imp');
  const chunks: ImportChunkRecord[] = chunkRows(plan.rows).map((rows, index) => ({
    importId: id,
    index,
    state: 'pendente',
    rows: [],
    finance: rows.map((r): FinanceChunkRow => ({
      ...r,
      transactionId: importTransactionId(id, r.line),
      payment: r.paid && input.accountId ? { id: importPaymentId(id, r.line), accountId: input.accountId, method: input.method } : null,
      outcome: 'pendente',
      reason: null,
    })),
    createdClients: [],
  }));
  // The chunks first: a job whose rows are not all stored is never seen by a runner.
  for (let i = 0; i < chunks.length; i += 100) {
    const ops: TypedWriteOp[] = chunks
      .slice(i, i + 100)
      .map((c) => ({ kind: 'create', collection: COLLECTIONS.importChunks, id: importChunkId(id, c.index), data: c }));
    await store.transact(async () => ({ ops, result: null }));
  }
  const at = new Date().toISOString();
  const job: ImportJobRecord = {
    kind: 'finance',
    status: 'em-andamento',
    source: input.source,
    fileName: input.fileName,
    createdBy: ctx.uid,
    createdAt: at,
    finishedAt: null,
    chunkCount: chunks.length,
    writtenChunks: 0,
    enrichedChunks: 0,
    undoneChunks: 0,
    counts: {
      total: plan.total,
      planned: plan.rows.length,
      imported: 0,
      skipped: plan.problems.length,
      enriched: 0,
      notFound: 0,
      clientsCreated: 0,
      undone: 0,
    },
    skippedRows: plan.problems.slice(0, MAX_FINANCE_SKIPPED_KEPT),
    stopReason: null,
    lease: null,
  };
  await store.transact(async () => ({
    ops: [
      { kind: 'create', collection: COLLECTIONS.imports, id, data: job },
      auditOp(ctx, { section: 'finance', action: 'financeImports.start', entity: COLLECTIONS.imports, entityId: id, changedFields: [] }, at),
    ],
    result: null,
  }));
  return jobView(ctx, await readOwnJob(ctx, id, 'finance'));
});
