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

/** The caller's job of `kind` (each kind's operations answer to its own section's labels). */
export async function readOwnJob(ctx: CallableContext, id: string, kind: ImportJobRecord['kind'] = 'lawsuits'): Promise<StoredDoc<ImportJobRecord>> {
  const job = await ctx.stores.documents.get(COLLECTIONS.imports, id);
  if (!job || job.data.kind !== kind || !ownsJob(ctx, job.data)) throw appError('not-found');
  return job;
}

/** The job as the page shows it, with its author's name. */
export async function jobView(ctx: CallableContext, job: StoredDoc<ImportJobRecord>): Promise<ImportJobView> {
  const author = await ctx.stores.documents.get(COLLECTIONS.staff, job.data.createdBy);
  return { ...job.data, id: job.id, version: job.version, createdByName: author?.data.name ?? 'Pessoa removida' };
}

/**
 * The caller's last jobs of `kind` (an administrator's: everyone's), newest first. The office's few recent jobs
 * of every kind are read and this kind's kept: no index per kind for a list of twenty.
 */
export async function listOwnJobs(ctx: CallableContext, kind: ImportJobRecord['kind']): Promise<ImportJobView[]> {
  const admin = ctx.staff?.data.admin === true;
  const page = await ctx.stores.documents.list(COLLECTIONS.imports, {
    where: admin ? [] : [{ field: 'createdBy', op: '==', value: ctx.uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 60,
  });
  return Promise.all(
    page.docs
      .filter((d) => d.data.kind === kind)
      .slice(0, 20)
      .map((d) => jobView(ctx, d)),
  );
}

/** How long one call works on a job before answering (the page asks again; the periodic pass goes on without it). */
export const STEP_BUDGET_MS = 20_000;
