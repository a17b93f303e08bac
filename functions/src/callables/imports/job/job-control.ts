/**
 * What every kind of import job (lawsuits, agenda, lançamentos) runs its steps with: the person who started it as their record
 * says now, the labels they must still hold, and how a job stops with its reason.
 */
import { can, COLLECTIONS, importChunkId, sectionById, type ImportChunkRecord, type ImportJobRecord, type SectionId } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { ConflictError } from '../../../store/errors';
import type { StoredDoc } from '../../../store/port';
import type { TypedStores, TypedWriteOp } from '../../../store/typed';

/** The context the owners audit and check with: the person who started the job, as their record says now. */
export async function jobContext(stores: TypedStores, job: ImportJobRecord): Promise<CallableContext | null> {
  const staff = await stores.documents.get(COLLECTIONS.staff, job.createdBy);
  if (!staff || staff.data.disabled) return null;
  return { uid: job.createdBy, ip: 'importacao', staff, stores };
}

/**
 * Why the person who started the job may no longer go on with it: each step re-reads their labels, so one who
 * lost the write (or read) a step needs since stops the job, saying so.
 */
export function lostAccess(ctx: CallableContext, needs: readonly (readonly [SectionId, 'read' | 'write'])[], undoing: boolean): string | null {
  const missing = needs.find(([section, access]) => !can(ctx.staff?.data.scopes, section, access));
  if (!missing) return null;
  const kept = undoing ? 'a importação não foi desfeita por inteiro' : 'o que já foi importado fica gravado';
  const access = missing[1] === 'write' ? 'escrita' : 'leitura';
  return `Quem iniciou a importação não tem mais permissão de ${access} em ${sectionById(missing[0]).label}; ${kept}.`;
}

export async function stopJob(stores: TypedStores, jobId: string, reason: string): Promise<'done'> {
  await stores.documents.transact(async (tx) => {
    const job = await tx.get(COLLECTIONS.imports, jobId);
    if (!job) return { ops: [], result: null };
    const patch = { status: 'interrompida' as const, stopReason: reason, finishedAt: new Date().toISOString() };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch }], result: null };
  });
  return 'done';
}

/**
 * The ops that mark a chunk undone (unless it already was) and move the job's checkpoint past it with `undone` more
 * rows undone; the last chunk ends the job as "desfeita". Read in the caller's transaction.
 */
export function chunkUndoneOps(job: StoredDoc<ImportJobRecord>, chunk: StoredDoc<ImportChunkRecord> | null, undone: number): TypedWriteOp[] {
  const last = job.data.undoneChunks + 1 >= job.data.chunkCount;
  const patch: Partial<ImportJobRecord> = {
    undoneChunks: job.data.undoneChunks + 1,
    counts: { ...job.data.counts, undone: job.data.counts.undone + undone },
    ...(last ? { status: 'desfeita' as const, finishedAt: new Date().toISOString() } : {}),
  };
  return [
    ...(chunk && chunk.data.state !== 'desfeito'
      ? [{ kind: 'update' as const, collection: COLLECTIONS.importChunks, id: chunk.id, expectedVersion: chunk.version, patch: { state: 'desfeito' as const } }]
      : []),
    { kind: 'update', collection: COLLECTIONS.imports, id: job.id, expectedVersion: job.version, patch },
  ];
}

/** A kind of import whose chunks are rows written by one owner (agenda entries, lançamentos). */
export interface RowsImport {
  /** The labels its starter must still hold at each step. */
  needs: readonly (readonly [SectionId, 'read' | 'write'])[];
  writeChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void>;
  /** Deletes a chunk's rows on the version the import wrote: a row changed since makes it a ConflictError. */
  undoChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void>;
  /** The job's stop reason when a row changed while the batch was being undone. */
  changedWhileUndoing: string;
}

/** One step of such an import, writing or undoing its next chunk, as its starter's record says they may now. */
export async function rowsImportStep(stores: TypedStores, jobId: string, job: ImportJobRecord, kind: RowsImport): Promise<'more' | 'done'> {
  const undoing = job.status === 'desfazendo';
  const ctx = await jobContext(stores, job);
  if (!ctx) {
    const kept = undoing ? 'a importação não foi desfeita por inteiro' : 'o que já foi importado fica gravado';
    return stopJob(stores, jobId, `A conta de quem iniciou a importação foi desativada; ${kept}.`);
  }
  const lost = lostAccess(ctx, kind.needs, undoing);
  if (lost) return stopJob(stores, jobId, lost);
  if (!undoing) {
    if (job.writtenChunks >= job.chunkCount) return 'done';
    await kind.writeChunk(ctx, jobId, importChunkId(jobId, job.writtenChunks));
    return job.writtenChunks + 1 >= job.chunkCount ? 'done' : 'more';
  }
  if (job.undoneChunks >= job.chunkCount) return 'done';
  try {
    await kind.undoChunk(ctx, jobId, importChunkId(jobId, job.undoneChunks));
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return stopJob(stores, jobId, kind.changedWhileUndoing);
  }
  return job.undoneChunks + 1 >= job.chunkCount ? 'done' : 'more';
}
