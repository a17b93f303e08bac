import { COLLECTIONS, zipPartCount, type FileImportRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { fileImportView, readOwnFileImport } from './shared';

/**
 * Processos: opens an import of files from a ZIP. The page then sends the ZIP in parts of ZIP_PART_BYTES to
 * POST /files/fileImports/<id>/part-<n> (http/zip-part-upload.ts), each stored as an object: 2 GB never sits in
 * memory, and a part that failed is sent again alone.
 */
export default implement('fileImports-create', async (ctx, input) => {
  const id = newId('zip');
  const at = new Date().toISOString();
  const job: FileImportRecord = {
    status: 'enviando',
    fileName: input.fileName,
    size: input.size,
    partCount: zipPartCount(input.size),
    createdBy: ctx.uid,
    createdAt: at,
    startedAt: null,
    finishedAt: null,
    nextEntry: 0,
    destinations: [],
    undoneDestinations: 0,
    matched: [],
    unmatched: [],
    refused: [],
    counts: { files: 0, planned: 0, imported: 0, refused: 0, undone: 0 },
    stopReason: null,
    lease: null,
  };
  await ctx.stores.documents.commit([
    { kind: 'create', collection: COLLECTIONS.fileImports, id, data: job },
    auditOp(ctx, { section: 'lawsuits', action: 'fileImports.create', entity: COLLECTIONS.fileImports, entityId: id, changedFields: [] }, at),
  ]);
  return fileImportView(ctx, await readOwnFileImport(ctx, id));
});
