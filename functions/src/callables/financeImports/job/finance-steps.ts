/**
 * The steps of a lançamentos import job (the runner's contract: platform/jobs/chunked-job.ts). Importing, a step
 * writes one chunk's lançamentos (and a paid row's baixa) through Financeiro's owner with the chunk's checkpoint and
 * the job's counts, in one transaction: each row's links checked again as finance-create checks them, its ids
 * derived from the job and the row. Undoing, a step deletes one chunk's lançamentos and baixas on the version the
 * import left them; one changed since makes the commit a conflict and stops the undo, saying so.
 */
import {
  baixaRecord,
  COLLECTIONS,
  fieldErrors,
  settle,
  transactionInput,
  type FinanceChunkRow,
  type ImportJobRecord,
  type ImportProblem,
  type TransactionRecord,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import type { TypedStores } from '../../../store/typed';
import { transactionWrite, type PaymentChange, type TransactionChange } from '../../../entities/finance/transaction-write';
import { newTransactionRecord, resolveLinks } from '../../finance/shared';
import { chunkUndoneOps, rowsImportStep, type RowsImport } from '../../imports/job/job-control';

/** Refused rows kept on the job for its report; the rest are counted. */
export const MAX_FINANCE_SKIPPED_KEPT = 1000;

const errorText = (error: unknown) =>
  error instanceof Error && 'details' in error
    ? Object.values((error.details as { fields?: Record<string, string> }).fields ?? {}).join('; ') || error.message
    : 'erro ao gravar';

/** The row's lançamento as the form would send it; its competence is its due date's month. */
function formValues(row: FinanceChunkRow) {
  return {
    type: row.type,
    kind: row.kind,
    description: row.description,
    amount: row.amount,
    competence: row.dueDate.slice(0, 7),
    dueDate: row.dueDate,
    clientId: row.clientId,
    lawsuitId: row.lawsuitId,
    category: row.categoryName,
    costCenter: '',
    accountId: row.payment?.accountId ?? null,
    method: row.payment?.method ?? null,
    invoice: { issued: false, number: '' },
    successFee: null,
    notes: `Importado da planilha (linha ${row.line}).`,
  };
}

/** Writes one chunk's lançamentos and marks it written, with the job's counts, in one transaction. */
async function writeChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [chunk, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (chunk?.data.state !== 'pendente' || !job) return { ops: [], result: null };
    const transactions: TransactionChange[] = [];
    const payments: PaymentChange[] = [];
    const rows: FinanceChunkRow[] = [];
    for (const row of chunk.data.finance ?? []) {
      const skip = (reason: string) => rows.push({ ...row, outcome: 'ignorado', reason });
      const parsed = transactionInput.safeParse(formValues(row));
      if (!parsed.success) {
        skip(Object.values(fieldErrors(parsed.error)).join('; '));
        continue;
      }
      try {
        // "Processo não encontrado." also for a lawsuit put under segredo since: nothing tells it exists.
        const resolved = await resolveLinks(ctx, parsed.data, tx);
        let record: TransactionRecord = newTransactionRecord(resolved, null, ctx.uid);
        if (row.paid && row.payment) {
          record = { ...record, ...settle(record.amount, row.paid.amount, false) };
          const baixa = baixaRecord(row.transactionId, record, { ...row.paid, accountId: row.payment.accountId, method: row.payment.method }, ctx.uid);
          payments.push({ id: row.payment.id, before: null, after: baixa });
        }
        transactions.push({ id: row.transactionId, before: null, after: record });
        rows.push({ ...row, outcome: 'importado', reason: null });
      } catch (error) {
        skip(errorText(error));
      }
    }
    const skipped: ImportProblem[] = rows.filter((r) => r.outcome === 'ignorado').map((r) => ({ line: r.line, cnj: r.cnj, reason: r.reason ?? '' }));
    const c = job.data.counts;
    const finished = job.data.writtenChunks + 1 >= job.data.chunkCount;
    const patch: Partial<ImportJobRecord> = {
      writtenChunks: job.data.writtenChunks + 1,
      enrichedChunks: job.data.enrichedChunks + 1,
      counts: { ...c, imported: c.imported + transactions.length, skipped: c.skipped + skipped.length },
      skippedRows: [...job.data.skippedRows, ...skipped].slice(0, MAX_FINANCE_SKIPPED_KEPT),
      ...(finished ? { status: 'concluida' as const, finishedAt: new Date().toISOString() } : {}),
    };
    return {
      ops: [
        ...(transactions.length ? await transactionWrite(tx, ctx, { action: 'financeImports.transaction' }, { transactions, payments }) : []),
        { kind: 'update', collection: COLLECTIONS.importChunks, id: chunkId, expectedVersion: chunk.version, patch: { state: 'gravado', finance: rows } },
        { kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch },
      ],
      result: null,
    };
  });
}

/** Deletes one chunk's lançamentos and baixas on the version the import wrote (1); a change since makes the commit a conflict. */
async function undoChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [chunk, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (!job) return { ops: [], result: null };
    const rows = chunk && chunk.data.state !== 'desfeito' ? (chunk.data.finance ?? []).filter((r) => r.outcome === 'importado') : [];
    const stored = await tx.getMany(
      COLLECTIONS.transactions,
      rows.map((r) => r.transactionId),
    );
    const paid = rows.flatMap((r) => (r.payment ? [r.payment.id] : []));
    const baixas = await tx.getMany(COLLECTIONS.payments, paid);
    const transactions: TransactionChange[] = rows.flatMap((r, i) => {
      const doc = stored[i];
      return doc ? [{ id: r.transactionId, before: doc.data, after: null, expectedVersion: 1 }] : [];
    });
    const payments: PaymentChange[] = baixas.flatMap((doc) => (doc ? [{ id: doc.id, before: doc.data, after: null, expectedVersion: 1 }] : []));
    return {
      ops: [
        ...(transactions.length ? await transactionWrite(tx, ctx, { action: 'financeImports.undoTransaction' }, { transactions, payments }) : []),
        ...chunkUndoneOps(job, chunk, transactions.length),
      ],
      result: null,
    };
  });
}

const financeStepKind: RowsImport = {
  needs: [['finance', 'write']],
  writeChunk,
  undoChunk,
  changedWhileUndoing: 'Um lançamento da importação foi alterado enquanto ela era desfeita; o que ainda não tinha sido excluído foi mantido.',
};

/** One step of a lançamentos import job, importing or undoing. */
export function financeStep(stores: TypedStores, jobId: string, job: ImportJobRecord): Promise<'more' | 'done'> {
  return rowsImportStep(stores, jobId, job, financeStepKind);
}
