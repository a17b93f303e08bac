import { COLLECTIONS, ZIP_PART_BYTES, zipPartName, type FileImportRecord, type FileImportView } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { ZipParts } from '../../platform/zip-parts';
import type { StoredDoc } from '../../store/port';
import type { TypedStores } from '../../store/typed';

/**
 * A job is its author's (and the administrators'): its report names folders of the author's ZIP, and the parts
 * stored are the author's file. Anyone else is told it does not exist.
 */
export async function readOwnFileImport(ctx: CallableContext, id: string): Promise<StoredDoc<FileImportRecord>> {
  const job = await ctx.stores.documents.get(COLLECTIONS.fileImports, id);
  if (!job || (job.data.createdBy !== ctx.uid && ctx.staff?.data.admin !== true)) throw appError('not-found');
  return job;
}

export async function fileImportView(ctx: CallableContext, job: StoredDoc<FileImportRecord>): Promise<FileImportView> {
  const author = await ctx.stores.documents.get(COLLECTIONS.staff, job.data.createdBy);
  return { ...job.data, id: job.id, version: job.version, createdByName: author?.data.name ?? 'Pessoa removida' };
}

/** Where the job's objects are kept: the ZIP's parts and the plan's pages (never a record's folder). */
export const fileImportFolder = (id: string) => `${COLLECTIONS.fileImports}/${id}`;
export const zipPartPath = (id: string, n: number) => `${fileImportFolder(id)}/${zipPartName(n)}`;
export const planPagePath = (id: string, page: number) => `${fileImportFolder(id)}/plan-${String(page).padStart(5, '0')}.json`;

/** Entries per stored page of the plan: a step reads one page, never the whole plan. */
export const PLAN_PAGE_ENTRIES = 500;

export function zipOf(stores: TypedStores, id: string, job: FileImportRecord): ZipParts {
  return new ZipParts(stores.files, (n) => zipPartPath(id, n), job.size, ZIP_PART_BYTES);
}

/** The context the audit and the checks use in a job's steps: its author as their record says now. */
export async function fileImportContext(stores: TypedStores, job: FileImportRecord): Promise<CallableContext | null> {
  const staff = await stores.documents.get(COLLECTIONS.staff, job.createdBy);
  if (!staff || staff.data.disabled) return null;
  return { uid: job.createdBy, ip: 'importacao', staff, stores };
}

/** How long one call works on a job before answering (the page asks again; the periodic pass goes on without it). */
export const FILE_STEP_BUDGET_MS = 20_000;

/** The prefix of every object a job stores in a record's folder (the undo finds them by it). */
export const importedPrefix = (jobId: string) => `${jobId}-`;

export async function stopFileImport(stores: TypedStores, jobId: string, reason: string): Promise<'done'> {
  await stores.documents.transact(async (tx) => {
    const job = await tx.get(COLLECTIONS.fileImports, jobId);
    if (!job) return { ops: [], result: null };
    const patch = { status: 'interrompida' as const, stopReason: reason, finishedAt: new Date().toISOString() };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.fileImports, id: jobId, expectedVersion: job.version, patch }], result: null };
  });
  return 'done';
}

/** The caller's job whose ZIP has arrived whole: every part stored. Otherwise refused in pt-BR. */
export async function readUploadedZip(ctx: CallableContext, id: string): Promise<StoredDoc<FileImportRecord>> {
  const job = await readOwnFileImport(ctx, id);
  if (job.data.status !== 'enviando') throw appError('invalid-state', { fields: { _: 'Esta importação já foi iniciada.' } });
  const stored = new Set((await ctx.stores.files.list(fileImportFolder(id))).map((f) => f.path));
  for (let n = 1; n <= job.data.partCount; n++) {
    if (!stored.has(zipPartPath(id, n)))
      throw appError('invalid-input', { fields: { file: 'O envio do ZIP não terminou. Escolha o arquivo e envie de novo.' } });
  }
  return job;
}
