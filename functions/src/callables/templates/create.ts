import { COLLECTIONS, MAX_TEMPLATES, type DocumentTemplateRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { dropTemplateBytes, putTemplateBytes, templateAuditOp, templateBytes, templateFields, templatePath } from './shared';

/**
 * Configurações → Modelos de documentos: a new template. The .docx is checked before anything is stored (a real
 * Word document, tags that compile, only known merge fields); its bytes are stored first and dropped again if the
 * record cannot be written.
 */
export default implement('templates-create', async (ctx, input) => {
  const bytes = templateBytes(input.file);
  const fields = await templateFields(bytes, input.template.appliesTo);
  const id = newId('tpl');
  const storagePath = templatePath(id, input.file.name);
  const record: DocumentTemplateRecord = {
    ...input.template,
    fields,
    fileName: input.file.name,
    size: bytes.byteLength,
    storagePath,
    createdBy: ctx.uid,
    updatedBy: ctx.uid,
  };
  await putTemplateBytes(ctx, storagePath, bytes, input.file.name);
  try {
    await ctx.stores.documents.transact(async (tx) => {
      if ((await tx.count(COLLECTIONS.documentTemplates)) >= MAX_TEMPLATES) {
        throw appError('invalid-state', { reason: `O escritório já tem ${MAX_TEMPLATES} modelos. Exclua os que não usa antes de incluir outro.` });
      }
      return {
        ops: [{ kind: 'create', collection: COLLECTIONS.documentTemplates, id, data: record }, templateAuditOp(ctx, 'templates.create', id, null, record)],
        result: null,
      };
    });
  } catch (error) {
    await dropTemplateBytes(ctx, storagePath);
    throw error;
  }
  const stored = await ctx.stores.documents.get(COLLECTIONS.documentTemplates, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
