import { COLLECTIONS, DOCX_CONTENT_TYPE } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Configurações → Modelos de documentos: a template's .docx as uploaded, to edit it in Word and send it again. */
export default implement('templates-download', async (ctx, input) => {
  const template = await ctx.stores.documents.get(COLLECTIONS.documentTemplates, input.id);
  const stored = template ? await ctx.stores.files.read(template.data.storagePath) : null;
  if (!template || !stored) throw appError('not-found');
  return { fileName: template.data.fileName, contentType: DOCX_CONTENT_TYPE, dataBase64: Buffer.from(stored.bytes).toString('base64') };
});
