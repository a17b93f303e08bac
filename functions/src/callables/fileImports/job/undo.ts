/**
 * Undoing a ZIP import: its files are found by their names in each destination folder (`<job>-…`), and the batch
 * is undone only while none of them changed since the import ended — no new version, no new category or
 * description (either moves the object's time past the job's end). A step undoes one destination.
 */
import { COLLECTIONS, VERSIONS_FOLDER, type FileImportRecord } from '@office/domain';
import { auditOp } from '../../../platform/audit';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { sectionOfFolder, versionOf } from '../../../platform/section-files';
import type { StoredFile } from '../../../store/port';
import type { TypedStores } from '../../../store/typed';
import { lostAccess } from '../../imports/job/job-control';
import { fileImportContext, importedPrefix, stopFileImport } from '../shared';

/** More shares than one record's files ever hold (portalDocs-shares reads as many). */
const SHARES_LIMIT = 300;

/**
 * The job's files in one destination folder, and how many of them changed since it ended: a new version, new
 * details, or shared with the client on the portal (deleting it would take from the client what the office gave).
 */
async function importedIn(stores: TypedStores, jobId: string, job: FileImportRecord, folder: string): Promise<{ files: StoredFile[]; changed: number }> {
  const stored = await stores.files.list(folder);
  const prefix = `${folder}/${importedPrefix(jobId)}`;
  const files = stored.filter((f) => f.path.startsWith(prefix) && !f.path.slice(prefix.length).includes('/'));
  const replaced = stored.filter((f) => f.path.startsWith(`${folder}/${VERSIONS_FOLDER}/${importedPrefix(jobId)}`)).length;
  const shares = await stores.documents.list(COLLECTIONS.portalShares, { where: [{ field: 'folder', op: '==', value: folder }], limit: SHARES_LIMIT });
  const shared = new Set(shares.docs.map((d) => d.data.path));
  const end = job.finishedAt ?? new Date().toISOString();
  const changed = files.filter((f) => versionOf(f) > 1 || f.updatedAt > end || shared.has(f.path)).length;
  return { files, changed: changed + replaced };
}

/** Refused in pt-BR when a file the job imported was changed since; the records are not named. */
export async function requireFileImportUndoable(ctx: CallableContext, jobId: string, job: FileImportRecord): Promise<void> {
  let changed = 0;
  for (const folder of job.destinations) changed += (await importedIn(ctx.stores, jobId, job, folder)).changed;
  if (changed > 0) {
    throw appError('invalid-state', {
      fields: {
        _: `${changed} arquivo(s) desta importação foram alterados depois dela (nova versão, categoria ou descrição) ou compartilhados com o cliente; por isso ela não pode ser desfeita. Exclua os outros arquivos pela página de cada registro.`,
      },
    });
  }
}

export async function undoStep(stores: TypedStores, jobId: string, job: FileImportRecord): Promise<'more' | 'done'> {
  const ctx = await fileImportContext(stores, job);
  if (!ctx) return stopFileImport(stores, jobId, 'A conta de quem iniciou a importação foi desativada; a importação não foi desfeita por inteiro.');
  const index = job.undoneDestinations;
  const folder = job.destinations[index];
  const at = new Date().toISOString();
  if (folder) {
    // Deleting a record's files needs its section's write label, as the starter's record says now.
    const lost = lostAccess(ctx, [['lawsuits', 'write'], ...(folder.startsWith('clients/') ? [['clients', 'write'] as const] : [])], true);
    if (lost) return stopFileImport(stores, jobId, lost);
    const { files, changed } = await importedIn(stores, jobId, job, folder);
    if (changed > 0) {
      return stopFileImport(stores, jobId, 'Um arquivo da importação foi alterado enquanto ela era desfeita; o que ainda não tinha sido excluído foi mantido.');
    }
    for (const file of files) await stores.files.delete(file.path).catch(() => undefined);
    const { section, recordId } = sectionOfFolder(folder);
    await stores.documents.transact(async (tx) => {
      const current = await tx.get(COLLECTIONS.fileImports, jobId);
      if (current?.data.status !== 'desfazendo' || current.data.undoneDestinations !== index) return { ops: [], result: null };
      const counts = { ...current.data.counts, undone: current.data.counts.undone + files.length };
      return {
        ops: [
          {
            kind: 'update',
            collection: COLLECTIONS.fileImports,
            id: jobId,
            expectedVersion: current.version,
            patch: { undoneDestinations: index + 1, counts },
          },
          auditOp(ctx, { section: section.id, action: 'fileImports.undoFile', entity: 'files', entityId: recordId, changedFields: ['file'] }, at),
        ],
        result: null,
      };
    });
    return 'more';
  }
  await stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.fileImports, jobId);
    if (current?.data.status !== 'desfazendo') return { ops: [], result: null };
    const patch = { status: 'desfeita' as const, finishedAt: at };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.fileImports, id: jobId, expectedVersion: current.version, patch }], result: null };
  });
  return 'done';
}
