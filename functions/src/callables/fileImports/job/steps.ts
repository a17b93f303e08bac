/**
 * One step of a ZIP import (the runner's contract: platform/jobs/chunked-job.ts). Importing, a step reads the plan's
 * page it is in and imports up to STEP_FILES entries (or STEP_BYTES), each read from the parts it lies in, checked as
 * an upload and stored under a name derived from the job and the entry (`<folder>/<job>-<n>-<name>`), then commits
 * the checkpoint, the counts and the audit in one transaction. A step run again after a crash stores the same
 * objects again and counts nothing twice (the checkpoint must still be where it started).
 */
import { COLLECTIONS, defaultFileCategory, MAX_FILE_IMPORT_PROBLEMS, safeFileName, type FileImportRecord, type ZipProblem } from '@office/domain';
import { auditOp } from '../../../platform/audit';
import type { CallableContext } from '../../../platform/define-callable';
import { runJob, type JobKind, type JobRun } from '../../../platform/jobs/chunked-job';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { fileMetadata, sectionOfFolder } from '../../../platform/section-files';
import { uploadProblem } from '../../../platform/upload-check';
import { readZipEntry, ZipUnreadable } from '../../../platform/zip-parts';
import type { TypedStores, TypedWriteOp } from '../../../store/typed';
import { lostAccess } from '../../imports/job/job-control';
import { fileImportContext, fileImportFolder, PLAN_PAGE_ENTRIES, planPagePath, stopFileImport, zipOf, zipPartPath } from '../shared';
import type { PlannedEntry } from './plan';
import { undoStep } from './undo';

const STEP_FILES = 25;
const DELETED_FOLDER = 'o processo ou cliente desta pasta foi excluído';
const SECRET_FOLDER = 'não é possível importar para este número CNJ; fale com um administrador do escritório';
/** Bytes a step reads before it commits: a few of the largest files (30 MB each), well within the function's memory. */
const STEP_BYTES = 64 * 1024 * 1024;

/** Where an entry is stored: the same name however many times its step runs. */
export function importedPath(jobId: string, entry: Pick<PlannedEntry, 'folder' | 'index' | 'originalName'>): string {
  return `${entry.folder}/${jobId}-${entry.index.toString(36)}-${safeFileName(entry.originalName)}`;
}

/** The last step: the ZIP's parts are removed (the plan stays for the report's sake until the job is undone). */
async function finishImport(stores: TypedStores, jobId: string, job: FileImportRecord): Promise<'done'> {
  for (let n = 1; n <= job.partCount; n++) await stores.files.delete(zipPartPath(jobId, n)).catch(() => undefined);
  await stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.fileImports, jobId);
    if (current?.data.status !== 'em-andamento') return { ops: [], result: null };
    const patch = { status: 'concluida' as const, finishedAt: new Date().toISOString() };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.fileImports, id: jobId, expectedVersion: current.version, patch }], result: null };
  });
  return 'done';
}

/** Imports one entry; its refusal in pt-BR, or null when stored. */
async function importEntry(ctx: CallableContext, jobId: string, job: FileImportRecord, entry: PlannedEntry, at: string): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await readZipEntry(zipOf(ctx.stores, jobId, job), entry);
  } catch (error) {
    if (error instanceof ZipUnreadable) return 'o arquivo está danificado dentro do ZIP';
    throw error;
  }
  const problem = await uploadProblem(bytes, entry.contentType, entry.originalName);
  if (problem) return problem;
  const details = { category: entry.category ?? defaultFileCategory(entry.contentType), description: entry.description };
  await ctx.stores.files.put(importedPath(jobId, entry), bytes, {
    contentType: entry.contentType,
    metadata: fileMetadata({ originalName: entry.originalName, uploadedBy: ctx.uid, uploadedAt: at, version: 1 }, details),
  });
  return null;
}

async function importStep(stores: TypedStores, jobId: string, job: FileImportRecord): Promise<'more' | 'done'> {
  if (job.nextEntry >= job.counts.planned) return finishImport(stores, jobId, job);
  const ctx = await fileImportContext(stores, job);
  if (!ctx) return stopFileImport(stores, jobId, 'A conta de quem iniciou a importação foi desativada; os arquivos já importados ficam gravados.');
  const start = job.nextEntry;
  const page = Math.floor(start / PLAN_PAGE_ENTRIES);
  const stored = await stores.files.read(planPagePath(jobId, page));
  if (!stored) return stopFileImport(stores, jobId, 'Parte da importação não foi encontrada; os arquivos já importados ficam gravados.');
  const planned = JSON.parse(new TextDecoder().decode(stored.bytes)) as PlannedEntry[];
  const batch: PlannedEntry[] = [];
  let bytes = 0;
  for (const entry of planned.filter((e) => e.index >= start)) {
    if (batch.length >= STEP_FILES || (batch.length > 0 && bytes + entry.size > STEP_BYTES)) break;
    batch.push(entry);
    bytes += entry.size;
  }
  const recordIds = [...new Set(batch.map((e) => e.folder))];
  // The starter's labels as their record says now: one who lost a write a folder needs since the start stops the job.
  const lost = lostAccess(ctx, [['lawsuits', 'write'], ...(recordIds.some((f) => f.startsWith('clients/')) ? [['clients', 'write'] as const] : [])], false);
  if (lost) return stopFileImport(stores, jobId, lost);
  // A record deleted since the preview takes no files (they would be nobody's); a lawsuit put under segredo since,
  // none from who may no longer see it (said as the preview says it, without naming it).
  const refusedFolder = new Map<string, string>();
  for (const folder of recordIds) {
    const { section, recordId } = sectionOfFolder(folder);
    if (section.id === 'clients') {
      if (!(await stores.documents.get(COLLECTIONS.clients, recordId))) refusedFolder.set(folder, DELETED_FOLDER);
      continue;
    }
    const lawsuit = await stores.documents.get(COLLECTIONS.lawsuits, recordId);
    if (!lawsuit) refusedFolder.set(folder, DELETED_FOLDER);
    else if (!callerSeesLawsuit(ctx, lawsuit.data)) refusedFolder.set(folder, SECRET_FOLDER);
  }
  const at = new Date().toISOString();
  const problems: ZipProblem[] = [];
  const written = new Set<string>();
  for (const entry of batch) {
    const reason = refusedFolder.get(entry.folder) ?? (await importEntry(ctx, jobId, job, entry, at));
    if (reason) problems.push({ path: entry.name, reason });
    else written.add(entry.folder);
  }
  const end = start + batch.length;
  await stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.fileImports, jobId);
    // Another runner committed this batch already (this one outlived its lease): nothing is counted twice.
    if (current?.data.status !== 'em-andamento' || current.data.nextEntry !== start) return { ops: [], result: null };
    const c = current.data.counts;
    const ops: TypedWriteOp[] = [
      {
        kind: 'update',
        collection: COLLECTIONS.fileImports,
        id: jobId,
        expectedVersion: current.version,
        patch: {
          nextEntry: end,
          counts: { ...c, imported: c.imported + batch.length - problems.length, refused: c.refused + problems.length },
          refused: [...current.data.refused, ...problems].slice(0, MAX_FILE_IMPORT_PROBLEMS),
        },
      },
      // The log says files were attached to the record, not which: a file's name may itself be personal data.
      ...[...written].map((folder) => {
        const { section, recordId } = sectionOfFolder(folder);
        return auditOp(ctx, { section: section.id, action: 'files.upload', entity: 'files', entityId: recordId, changedFields: ['file'] }, at);
      }),
    ];
    return { ops, result: null };
  });
  return 'more';
}

/** The file import job kind for the runner. */
export function fileImportJobKind(stores: TypedStores): JobKind<typeof COLLECTIONS.fileImports> {
  return {
    collection: COLLECTIONS.fileImports,
    active: (job) => job.status === 'em-andamento' || job.status === 'desfazendo',
    step: async (jobId) => {
      const job = await stores.documents.get(COLLECTIONS.fileImports, jobId);
      if (job?.data.status === 'em-andamento') return importStep(stores, jobId, job.data);
      if (job?.data.status === 'desfazendo') return undoStep(stores, jobId, job.data);
      return 'done';
    },
  };
}

export function runFileImport(stores: TypedStores, jobId: string, limits: { deadline: number; maxSteps?: number }): Promise<JobRun> {
  return runJob(stores.documents, fileImportJobKind(stores), jobId, limits);
}

/** How long a ZIP may take to arrive whole before its parts are removed (a page closed half way through the upload). */
const UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Uploads never finished: their parts are deleted and the job says why, so no ZIP is kept that nobody imports. */
async function dropAbandonedUploads(stores: TypedStores): Promise<void> {
  const before = new Date(Date.now() - UPLOAD_WINDOW_MS).toISOString();
  // The oldest first, and only those past the window: recent uploads in progress never hide an abandoned one.
  const sending = await stores.documents.list(COLLECTIONS.fileImports, {
    where: [
      { field: 'status', op: '==', value: 'enviando' },
      { field: 'createdAt', op: '<', value: before },
    ],
    orderBy: [{ field: 'createdAt' }],
    limit: 20,
  });
  for (const job of sending.docs) {
    for (const part of await stores.files.list(fileImportFolder(job.id))) await stores.files.delete(part.path).catch(() => undefined);
    await stopFileImport(stores, job.id, 'O envio do ZIP não terminou em 24 horas e as partes enviadas foram apagadas. Envie o ZIP de novo.');
  }
}

/** The periodic pass's share: every unfinished ZIP import (a closed page, a dead runner) continues here. */
export async function resumeFileImports(stores: TypedStores, deadline: number): Promise<{ jobs: number; steps: number }> {
  await dropAbandonedUploads(stores);
  const active = await stores.documents.list(COLLECTIONS.fileImports, {
    where: [{ field: 'status', op: 'in', value: ['em-andamento', 'desfazendo'] }],
    limit: 20,
  });
  let steps = 0;
  for (const job of active.docs) {
    if (Date.now() >= deadline) break;
    steps += (await runFileImport(stores, job.id, { deadline })).steps;
  }
  return { jobs: active.docs.length, steps };
}
