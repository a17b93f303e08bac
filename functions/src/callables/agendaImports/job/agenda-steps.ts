/**
 * The steps of an agenda import job (the runner's contract: platform/jobs/chunked-job.ts). Importing, a step writes
 * one chunk's entries through the agenda's owner with the chunk's checkpoint and the job's counts, in one
 * transaction: each entry checked again as agenda-create checks it (the lawsuit still in the person's sight, the
 * people still on the team), its id derived from the job and the row. Undoing, a step deletes one chunk's entries
 * on the version the import left them; one changed since stops the undo, saying so.
 */
import {
  COLLECTIONS,
  eventInput,
  fieldErrors,
  hearingEnd,
  type AgendaChunkRow,
  type EventInput,
  type ImportJobRecord,
  type ImportProblem,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import type { TypedStores } from '../../../store/typed';
import { eventWrite, type EventChange } from '../../../entities/agenda/event-write';
import { toEventRecord } from '../../../entities/agenda/event-record';
import { chunkUndoneOps, rowsImportStep, type RowsImport } from '../../imports/job/job-control';

/** Refused rows kept on the job for its report; the rest are counted. */
export const MAX_AGENDA_SKIPPED_KEPT = 1000;

/** The entry's form values, as agenda-create takes them. */
function entryValues(row: AgendaChunkRow): EventInput {
  const start = row.kind === 'audiencia' ? row.time : null;
  return {
    kind: row.kind,
    title: row.title,
    date: row.date,
    allDay: !start,
    startTime: start,
    endTime: start ? hearingEnd(start) : null,
    location: '',
    lawsuitId: row.lawsuitId,
    clientId: null,
    ownerId: row.ownerId,
    participantIds: row.participantIds,
    notes: `Importado da planilha (linha ${row.line}).`,
    reminderMinutes: null,
    prazo: row.kind === 'prazo' && row.internalDate ? { internalDate: row.internalDate, legalBasis: '', calculation: null } : null,
  };
}

const errorText = (error: unknown) =>
  error instanceof Error && 'details' in error
    ? Object.values((error.details as { fields?: Record<string, string> }).fields ?? {}).join('; ') || error.message
    : 'erro ao gravar';

/** Writes one chunk's entries and marks it written, with the job's counts, in one transaction. */
async function writeChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [chunk, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (chunk?.data.state !== 'pendente' || !job) return { ops: [], result: null };
    const changes: EventChange[] = [];
    const rows: AgendaChunkRow[] = [];
    for (const row of chunk.data.agenda ?? []) {
      const skip = (reason: string) => rows.push({ ...row, outcome: 'ignorado', reason });
      const parsed = eventInput.safeParse(entryValues(row));
      if (!parsed.success) {
        skip(Object.values(fieldErrors(parsed.error)).join('; '));
        continue;
      }
      try {
        changes.push({ id: row.eventId, before: null, after: await toEventRecord(parsed.data, tx, ctx, null) });
        rows.push({ ...row, outcome: 'importado', reason: null });
      } catch (error) {
        // "Processo não encontrado." also for a lawsuit put under segredo since: nothing tells it exists.
        skip(errorText(error));
      }
    }
    const skipped: ImportProblem[] = rows.filter((r) => r.outcome === 'ignorado').map((r) => ({ line: r.line, cnj: r.cnj, reason: r.reason ?? '' }));
    const c = job.data.counts;
    const finished = job.data.writtenChunks + 1 >= job.data.chunkCount;
    const patch: Partial<ImportJobRecord> = {
      writtenChunks: job.data.writtenChunks + 1,
      enrichedChunks: job.data.enrichedChunks + 1,
      counts: { ...c, imported: c.imported + changes.length, skipped: c.skipped + skipped.length },
      skippedRows: [...job.data.skippedRows, ...skipped].slice(0, MAX_AGENDA_SKIPPED_KEPT),
      ...(finished ? { status: 'concluida' as const, finishedAt: new Date().toISOString() } : {}),
    };
    return {
      ops: [
        ...(changes.length ? await eventWrite(tx, ctx, { action: 'agendaImports.event' }, changes) : []),
        { kind: 'update', collection: COLLECTIONS.importChunks, id: chunkId, expectedVersion: chunk.version, patch: { state: 'gravado', agenda: rows } },
        { kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch },
      ],
      result: null,
    };
  });
}

/** Deletes one chunk's entries on the version the import wrote (1); a change since makes the commit a conflict. */
async function undoChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [chunk, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (!job) return { ops: [], result: null };
    const rows = chunk && chunk.data.state !== 'desfeito' ? (chunk.data.agenda ?? []).filter((r) => r.outcome === 'importado') : [];
    const stored = await tx.getMany(
      COLLECTIONS.events,
      rows.map((r) => r.eventId),
    );
    const changes: EventChange[] = rows.flatMap((r, i) => {
      const doc = stored[i];
      return doc ? [{ id: r.eventId, before: doc.data, after: null, expectedVersion: 1 }] : [];
    });
    return {
      ops: [
        ...(changes.length ? await eventWrite(tx, ctx, { action: 'agendaImports.undoEvent' }, changes) : []),
        ...chunkUndoneOps(job, chunk, changes.length),
      ],
      result: null,
    };
  });
}

const agendaStepKind: RowsImport = {
  needs: [
    ['agenda', 'write'],
    ['lawsuits', 'read'],
  ],
  writeChunk,
  undoChunk,
  changedWhileUndoing: 'Um compromisso da importação foi alterado enquanto ela era desfeita; o que ainda não tinha sido excluído foi mantido.',
};

/** One step of an agenda import job, importing or undoing. */
export function agendaStep(stores: TypedStores, jobId: string, job: ImportJobRecord): Promise<'more' | 'done'> {
  return rowsImportStep(stores, jobId, job, agendaStepKind);
}
