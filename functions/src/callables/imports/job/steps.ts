/**
 * One step of an import job (the runner's contract: platform/jobs/chunked-job.ts). Importing, a step takes the next
 * chunk of 50 rows: asks DataJud for its numbers, creates the clients it needs, creates its lawsuits with what
 * DataJud said and marks the chunk written (one transaction), imports the andamentos (deterministic ids) and
 * marks the chunk enriched. Undoing, a step deletes one chunk's lawsuits; the last one deletes the clients.
 * Every id is derived from the job and the row, so a step run again after a crash writes nothing twice.
 */
import { COLLECTIONS, DATAJUD_PUBLIC_KEY, importChunkId, type ImportJobRecord } from '@office/domain';
import type { TypedStores } from '../../../store/typed';
import { ConflictError } from '../../../store/errors';
import { runJob, type JobKind, type JobRun } from '../../../platform/jobs/chunked-job';
import { datajudHttp } from '../../../integrations/datajud-client';
import { createChunkClients, writeChunkLawsuits } from './write-chunk';
import { enrichChunk, lookUpChunk } from './enrich-chunk';
import { ChunkChanged, undoChunk, undoClients } from './undo-chunk';
import { jobContext, lostAccess, stopJob } from './job-control';
import { agendaStep } from '../../agendaImports/job/agenda-steps';
import { financeStep } from '../../financeImports/job/finance-steps';

export { jobContext } from './job-control';

async function importStep(stores: TypedStores, jobId: string, job: ImportJobRecord): Promise<'more' | 'done'> {
  const store = stores.documents;
  const ctx = await jobContext(stores, job);
  if (!ctx) return stopJob(stores, jobId, 'A conta de quem iniciou a importação foi desativada; o que já foi importado fica gravado.');
  const index = job.enrichedChunks;
  const chunk = await store.get(COLLECTIONS.importChunks, importChunkId(jobId, index));
  if (!chunk) return stopJob(stores, jobId, 'Parte da importação não foi encontrada; o que já foi importado fica gravado.');
  const needsClients = chunk.data.state === 'pendente' && chunk.data.rows.some((r) => r.match.kind === 'new');
  const lost = lostAccess(
    ctx,
    needsClients
      ? [
          ['lawsuits', 'write'],
          ['clients', 'write'],
        ]
      : [['lawsuits', 'write']],
    false,
  );
  if (lost) return stopJob(stores, jobId, lost);
  const apiKey = (await store.get(COLLECTIONS.integrations, 'datajud'))?.data.apiKey ?? DATAJUD_PUBLIC_KEY;
  const http = datajudHttp();
  const found = await lookUpChunk(http, chunk.data, apiKey);
  if (chunk.data.state === 'pendente') {
    const clients = await createChunkClients(ctx, jobId, chunk.data);
    await writeChunkLawsuits(ctx, jobId, chunk.id, clients, found);
  }
  await enrichChunk(store, jobId, chunk.id, found);
  return index + 1 >= job.chunkCount ? 'done' : 'more';
}

function changedMeanwhile(error: unknown): boolean {
  return error instanceof ConflictError || error instanceof ChunkChanged || (error as { details?: { id?: string } } | null)?.details?.id === 'has-dependents';
}

async function undoStep(stores: TypedStores, jobId: string, job: ImportJobRecord): Promise<'more' | 'done'> {
  const ctx = await jobContext(stores, job);
  if (!ctx) return stopJob(stores, jobId, 'A conta de quem iniciou a importação foi desativada; a importação não foi desfeita por inteiro.');
  const chunksLeft = job.undoneChunks < job.chunkCount;
  const lost = lostAccess(
    ctx,
    chunksLeft
      ? [['lawsuits', 'write']]
      : [
          ['lawsuits', 'write'],
          ['clients', 'write'],
        ],
    true,
  );
  if (lost) return stopJob(stores, jobId, lost);
  if (chunksLeft) {
    try {
      await undoChunk(ctx, jobId, importChunkId(jobId, job.undoneChunks));
    } catch (error) {
      // A lawsuit changed (or got an entry that refuses its deletion) after the check: the rest stays, and the job says so.
      if (!changedMeanwhile(error)) throw error;
      return stopJob(stores, jobId, 'Um processo da importação foi alterado enquanto ela era desfeita; o que ainda não tinha sido excluído foi mantido.');
    }
    return 'more';
  }
  await undoClients(ctx, jobId, job);
  return 'done';
}

/** The import job kind for the runner. */
export function importJobKind(stores: TypedStores): JobKind<typeof COLLECTIONS.imports> {
  return {
    collection: COLLECTIONS.imports,
    active: (job) => job.status === 'em-andamento' || job.status === 'desfazendo',
    step: async (jobId) => {
      const job = await stores.documents.get(COLLECTIONS.imports, jobId);
      if (!job) return 'done';
      // The same runner and periodic pass carry the agenda's imports (agendaImports/job/agenda-steps.ts).
      if (job.data.kind === 'agenda')
        return job.data.status === 'em-andamento' || job.data.status === 'desfazendo' ? agendaStep(stores, jobId, job.data) : 'done';
      // And Financeiro's (financeImports/job/finance-steps.ts).
      if (job.data.kind === 'finance')
        return job.data.status === 'em-andamento' || job.data.status === 'desfazendo' ? financeStep(stores, jobId, job.data) : 'done';
      if (job.data.status === 'em-andamento') {
        if (job.data.enrichedChunks >= job.data.chunkCount) return 'done';
        return importStep(stores, jobId, job.data);
      }
      if (job.data.status === 'desfazendo') return undoStep(stores, jobId, job.data);
      return 'done';
    },
  };
}

/** Runs one job until done, `maxSteps` or the deadline. */
export function runImport(stores: TypedStores, jobId: string, limits: { deadline: number; maxSteps?: number }): Promise<JobRun> {
  return runJob(stores.documents, importJobKind(stores), jobId, limits);
}

/**
 * The periodic pass's share: every unfinished import (in progress or being undone), whose page may be closed
 * or whose runner died, continues here until the deadline. Production runs it every 5 minutes with the notifier
 * (triggers/notifier.ts); `npm start` every minute (triggers/local-pass.ts).
 */
export async function resumeImports(stores: TypedStores, deadline: number): Promise<{ jobs: number; steps: number }> {
  const active = await stores.documents.list(COLLECTIONS.imports, { where: [{ field: 'status', op: 'in', value: ['em-andamento', 'desfazendo'] }], limit: 20 });
  let steps = 0;
  for (const job of active.docs) {
    if (Date.now() >= deadline) break;
    steps += (await runImport(stores, job.id, { deadline })).steps;
  }
  return { jobs: active.docs.length, steps };
}
