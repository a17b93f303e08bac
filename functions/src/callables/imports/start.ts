import { COLLECTIONS, IMPORT_CHUNK_ROWS, importChunkId, importLawsuitId, type ImportChunkRecord, type ImportJobRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { MAX_SKIPPED_KEPT } from './job/write-chunk';
import { planImport } from './job/plan';
import { jobView, readOwnJob } from './shared';

/** Chunk documents per transaction when a job is laid out (each up to 50 rows, well under 1 MiB). */
const CHUNKS_PER_WRITE = 100;

/**
 * Processos: starts an import of lawsuits. The file is checked again (the office may have changed since the
 * preview), its rows laid out in chunks, then the job is created with its audit entry and the layout's mapping
 * remembered. Nothing is imported here: the page asks for steps (imports-advance) and the periodic pass resumes.
 */
export default implement('imports-start', async (ctx, input) => {
  const store = ctx.stores.documents;
  const plan = await planImport(ctx, store, input);
  if (plan.rows.length === 0) throw appError('invalid-input', { fields: { table: 'Nenhuma linha pode ser importada: confira os motivos na prévia.' } });
  const id = newId('imp');
  const chunks: ImportChunkRecord[] = [];
  for (let i = 0; i * IMPORT_CHUNK_ROWS < plan.rows.length; i++) {
    const rows = plan.rows.slice(i * IMPORT_CHUNK_ROWS, (i + 1) * IMPORT_CHUNK_ROWS);
    chunks.push({
      importId: id,
      index: i,
      state: 'pendente',
      rows: rows.map((r) => ({ ...r, lawsuitId: importLawsuitId(id, r.line), outcome: 'pendente', reason: null, datajud: null, version: null })),
      createdClients: [],
    });
  }
  // The chunks first: a job whose rows are not all stored is never seen by a runner.
  for (let i = 0; i < chunks.length; i += CHUNKS_PER_WRITE) {
    const ops: TypedWriteOp[] = chunks
      .slice(i, i + CHUNKS_PER_WRITE)
      .map((c) => ({ kind: 'create', collection: COLLECTIONS.importChunks, id: importChunkId(id, c.index), data: c }));
    await store.transact(async () => ({ ops, result: null }));
  }
  const at = new Date().toISOString();
  const job: ImportJobRecord = {
    kind: 'lawsuits',
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
    skippedRows: plan.problems.slice(0, MAX_SKIPPED_KEPT),
    stopReason: null,
    lease: null,
  };
  await store.transact(async (tx) => {
    const layout = await tx.get(COLLECTIONS.importLayouts, plan.layout);
    const remembered = { header: plan.header, mapping: plan.mapping, updatedBy: ctx.uid, updatedAt: at };
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.imports, id, data: job },
        layout
          ? { kind: 'update', collection: COLLECTIONS.importLayouts, id: plan.layout, expectedVersion: layout.version, patch: remembered }
          : { kind: 'create', collection: COLLECTIONS.importLayouts, id: plan.layout, data: remembered },
        auditOp(ctx, { section: 'lawsuits', action: 'imports.start', entity: COLLECTIONS.imports, entityId: id, changedFields: [] }, at),
      ],
      result: null,
    };
  });
  return jobView(ctx, await readOwnJob(ctx, id));
});
