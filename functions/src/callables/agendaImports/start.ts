import { AGENDA_IMPORT_CHUNK_ROWS, COLLECTIONS, importChunkId, importEventId, type ImportChunkRecord, type ImportJobRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { jobView, readOwnJob } from '../imports/shared';
import { MAX_AGENDA_SKIPPED_KEPT } from './job/agenda-steps';
import { planAgendaImport } from './job/plan';

/**
 * Agenda: starts an import of open prazos and hearings. The file is checked again (the office may have changed
 * since the preview), its rows laid out in chunks (`importChunks`), then the job (`imports`, kind "agenda") is
 * created with its audit entry. The page asks for steps (agendaImports-advance) and the periodic pass resumes.
 */
export default implement('agendaImports-start', async (ctx, input) => {
  const store = ctx.stores.documents;
  const plan = await planAgendaImport(ctx, store, input);
  if (plan.rows.length === 0) throw appError('invalid-input', { fields: { table: 'Nenhuma linha pode ser importada: confira os motivos na prévia.' } });
  const id = newId('imp');
  const chunks: ImportChunkRecord[] = [];
  for (let i = 0; i * AGENDA_IMPORT_CHUNK_ROWS < plan.rows.length; i++) {
    const rows = plan.rows.slice(i * AGENDA_IMPORT_CHUNK_ROWS, (i + 1) * AGENDA_IMPORT_CHUNK_ROWS);
    chunks.push({
      importId: id,
      index: i,
      state: 'pendente',
      rows: [],
      agenda: rows.map((r) => ({ ...r, eventId: importEventId(id, r.line), outcome: 'pendente', reason: null })),
      createdClients: [],
    });
  }
  // The chunks first: a job whose rows are not all stored is never seen by a runner.
  for (let i = 0; i < chunks.length; i += 100) {
    const ops: TypedWriteOp[] = chunks
      .slice(i, i + 100)
      .map((c) => ({ kind: 'create', collection: COLLECTIONS.importChunks, id: importChunkId(id, c.index), data: c }));
    await store.transact(async () => ({ ops, result: null }));
  }
  const at = new Date().toISOString();
  const job: ImportJobRecord = {
    kind: 'agenda',
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
    skippedRows: plan.problems.slice(0, MAX_AGENDA_SKIPPED_KEPT),
    stopReason: null,
    lease: null,
  };
  await store.transact(async () => ({
    ops: [
      { kind: 'create', collection: COLLECTIONS.imports, id, data: job },
      auditOp(ctx, { section: 'agenda', action: 'agendaImports.start', entity: COLLECTIONS.imports, entityId: id, changedFields: [] }, at),
    ],
    result: null,
  }));
  return jobView(ctx, await readOwnJob(ctx, id, 'agenda'));
});
