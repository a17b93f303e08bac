import { COLLECTIONS, type ImportJobView } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { StoredDoc } from '../../store/port';
import type { ImportJobRecord } from '@office/domain';

/**
 * A job is its author's (and the administrators'): its report lists numbers and client names of rows that were
 * never written, which only who brought the file has seen. Anyone else is told it does not exist.
 */
export function ownsJob(ctx: CallableContext, job: ImportJobRecord): boolean {
  return job.createdBy === ctx.uid || ctx.staff?.data.admin === true;
}

export async function readOwnJob(ctx: CallableContext, id: string): Promise<StoredDoc<ImportJobRecord>> {
  const job = await ctx.stores.documents.get(COLLECTIONS.imports, id);
  if (!job || !ownsJob(ctx, job.data)) throw appError('not-found');
  return job;
}

/** The job as the page shows it, with its author's name. */
export async function jobView(ctx: CallableContext, job: StoredDoc<ImportJobRecord>): Promise<ImportJobView> {
  const author = await ctx.stores.documents.get(COLLECTIONS.staff, job.data.createdBy);
  return { ...job.data, id: job.id, version: job.version, createdByName: author?.data.name ?? 'Pessoa removida' };
}

/** How long one call works on a job before answering (the page asks again; the periodic pass goes on without it). */
export const STEP_BUDGET_MS = 20_000;
