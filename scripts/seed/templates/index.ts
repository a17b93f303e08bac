/**
 * The seed's four document templates: their records in `documentTemplates` and their .docx bytes in the file
 * store, both written when the seed loads (the text lives here, in TypeScript; the bytes are built from it, as
 * the articles' covers are).
 */
import { COLLECTIONS, DOCX_CONTENT_TYPE, type DocumentTemplateRecord } from '@office/domain';
import { inspectTemplate } from '../../../functions/src/platform/docx-template';
import type { DocumentStore, FileStore, WriteOp } from '../../../functions/src/store/port';
import { CONTRATO_HONORARIOS } from './contrato-honorarios';
import { DECLARACAO_HIPOSSUFICIENCIA } from './declaracao-hipossuficiencia';
import { buildDocx } from './docx';
import { PROCURACAO } from './procuracao';
import { SUBSTABELECIMENTO } from './substabelecimento';
import type { SeedTemplate } from './types';

export const SEED_TEMPLATES: readonly SeedTemplate[] = [PROCURACAO, CONTRATO_HONORARIOS, SUBSTABELECIMENTO, DECLARACAO_HIPOSSUFICIENCIA];

/** Who "uploaded" the seed's templates: the office's administrator. */
const AUTHOR = 'staff-helena-barbosa';

/** A seed template as the upload would store it: its bytes, and its record with the fields its text uses. */
export async function seedTemplateFile(t: SeedTemplate): Promise<{ bytes: Uint8Array; record: DocumentTemplateRecord }> {
  const bytes = buildDocx(t.blocks);
  const check = await inspectTemplate(bytes, t.appliesTo);
  // The seed's own text must pass the check every upload passes.
  if (check.problem !== null) throw new Error(`Seed template ${t.id}: ${check.problem}`);
  const record: DocumentTemplateRecord = {
    name: t.name,
    description: t.description,
    category: t.category,
    appliesTo: t.appliesTo,
    fields: check.fields,
    fileName: t.fileName,
    size: bytes.byteLength,
    storagePath: `${COLLECTIONS.documentTemplates}/${t.id}/${t.fileName}`,
    createdBy: AUTHOR,
    updatedBy: AUTHOR,
  };
  return { bytes, record };
}

/** Writes the seed's templates: bytes first, so no record ever names a missing file. Returns how many. */
export async function loadSeedTemplates(documents: DocumentStore, files: FileStore): Promise<number> {
  const ops: WriteOp[] = [];
  for (const t of SEED_TEMPLATES) {
    const { bytes, record } = await seedTemplateFile(t);
    await files.put(record.storagePath, bytes, { contentType: DOCX_CONTENT_TYPE, metadata: { uploadedBy: AUTHOR, originalName: t.fileName } });
    ops.push({ kind: 'create', collection: COLLECTIONS.documentTemplates, id: t.id, data: { ...record } });
  }
  await documents.commit(ops);
  return ops.length;
}
