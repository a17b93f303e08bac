import { COLLECTIONS, type DocumentTemplateRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { dropTemplateBytes, putTemplateBytes, templateAuditOp, templateBytes, templateFields, templatePath } from './shared';

/**
 * Configurações → Modelos de documentos: a template's name, description, category and use, and optionally a new
 * .docx (checked as on upload; a template kept without a new file is checked again when its use changes). An edit
 * based on an old version is a conflict and changes nothing.
 */
export default implement('templates-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  const current = await store.get(COLLECTIONS.documentTemplates, input.id);
  if (!current) throw appError('not-found');
  if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
  const upload = input.file ? { bytes: templateBytes(input.file), name: input.file.name } : null;
  // A lawsuit's fields are fine in a lawsuit's template only: a change of use re-reads the stored file.
  const fields = upload
    ? await templateFields(upload.bytes, input.template.appliesTo)
    : input.template.appliesTo === current.data.appliesTo
      ? current.data.fields
      : await templateFields((await ctx.stores.files.read(current.data.storagePath))?.bytes ?? new Uint8Array(), input.template.appliesTo);
  const storagePath = upload ? templatePath(input.id, upload.name) : current.data.storagePath;
  if (upload) await putTemplateBytes(ctx, storagePath, upload.bytes, upload.name);
  try {
    await store.transact(async (tx) => {
      const before = await tx.get(COLLECTIONS.documentTemplates, input.id);
      if (!before) throw appError('not-found');
      const after: DocumentTemplateRecord = {
        ...before.data,
        ...input.template,
        fields,
        ...(upload ? { fileName: upload.name, size: upload.bytes.byteLength, storagePath } : {}),
        updatedBy: ctx.uid,
      };
      return {
        ops: [
          { kind: 'update', collection: COLLECTIONS.documentTemplates, id: input.id, expectedVersion: input.expectedVersion, patch: after },
          templateAuditOp(ctx, 'templates.update', input.id, before.data, after),
        ],
        result: null,
      };
    });
  } catch (error) {
    if (upload) await dropTemplateBytes(ctx, storagePath);
    throw error;
  }
  // The record names the new bytes now: the old ones are kept by nothing.
  if (upload) await dropTemplateBytes(ctx, current.data.storagePath);
  const stored = await store.get(COLLECTIONS.documentTemplates, input.id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
