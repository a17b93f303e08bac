import {
  COLLECTIONS,
  DOCX_CONTENT_TYPE,
  formatDate,
  mergeFieldLabel,
  mergeValues,
  safeFileName,
  sectionById,
  officeDate,
  type DocumentTemplateRecord,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { documentSources, type DocumentTarget } from '../../entities/templates/document-sources';
import { renderTemplate } from '../../platform/docx-template';
import { appError } from '../../platform/errors';
import { visibleLawsuit } from '../../platform/lawsuit-visibility';
import { fileAuditOp, fileEntry, fileMetadata, requireSectionAccess, sectionOfFolder } from '../../platform/section-files';

/** "Procuração ad judicia et extra - Marina Teixeira Duarte - 28-11-2026.docx": what the person sees in Arquivos. */
function generatedName(template: DocumentTemplateRecord, clientName: string | null): string {
  const parts = [template.name, clientName, formatDate(officeDate()).replace(/\//g, '-')].filter(Boolean);
  return `${parts
    .join(' - ')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .slice(0, 190)}.docx`;
}

/**
 * The record the document is for, read; a lawsuit's template needs a lawsuit (one under segredo not the caller's: not
 * found). From a lawsuit, the client chosen must be one of its clients (the first when none is chosen).
 */
async function readTarget(
  ctx: CallableContext,
  input: { lawsuitId?: string | null; clientId?: string | null },
  template: DocumentTemplateRecord,
): Promise<DocumentTarget> {
  const store = ctx.stores.documents;
  if (input.lawsuitId) {
    const lawsuit = visibleLawsuit(ctx, await store.get(COLLECTIONS.lawsuits, input.lawsuitId));
    const clientId = input.clientId ?? lawsuit.data.clientId;
    if (!lawsuit.data.clientIds.includes(clientId)) {
      throw appError('invalid-input', { fields: { clientId: 'Escolha um dos clientes deste processo.' } });
    }
    return { kind: 'lawsuit', lawsuit, clientId };
  }
  if (template.appliesTo === 'processo') {
    throw appError('invalid-input', { fields: { templateId: 'Este modelo é para processos: gere-o a partir da página do processo.' } });
  }
  const client = await store.get(COLLECTIONS.clients, input.clientId ?? '');
  if (!client) throw appError('not-found');
  return { kind: 'client', client };
}

/**
 * "Gerar documento" on a client's or a lawsuit's page: fills the template with the record's data, saves the .docx
 * in the record's Arquivos (as an upload would, with the template's category) and says which fields had no data.
 * Needs the write label of the record's section, as an upload to it does, and to read Clientes when a lawsuit's
 * document names its client's details. From a lawsuit, the document is for the client chosen among its clients.
 *
 * A client's template (the seed's procuração, contract and declaração de hipossuficiência) is made from either page:
 * a procuração (CPC art. 105) and a contrato de honorários (EAOAB, Lei 8.906/1994, art. 22) are signed before there
 * is a case, and the declaração for the gratuidade (CPC arts. 98 and 99; STJ Súmula 481 for a company) goes with the
 * initial petition. From a client's page the lawsuit's passages are left out and `matter` names the object.
 */
export default implement('templates-generate', async (ctx, input) => {
  const folder = input.lawsuitId ? `lawsuits/${input.lawsuitId}` : `clients/${input.clientId ?? ''}`;
  const { section, recordId } = sectionOfFolder(folder);
  requireSectionAccess(ctx, section, 'write');
  const template = await ctx.stores.documents.get(COLLECTIONS.documentTemplates, input.templateId);
  if (!template) throw appError('not-found');
  if (input.lawsuitId && template.data.fields.some((f) => f.startsWith('cliente.'))) requireSectionAccess(ctx, sectionById('clients'), 'read');
  const target = await readTarget(ctx, input, template.data);
  const stored = await ctx.stores.files.read(template.data.storagePath);
  if (!stored) throw appError('not-found');

  const sources = await documentSources(ctx.stores.documents, target, { fees: input.fees ?? null, matter: input.matter });
  const { values, empty } = mergeValues(sources);
  const bytes = await renderTemplate(stored.bytes, values);

  const at = new Date().toISOString();
  const originalName = generatedName(template.data, sources.client?.name ?? null);
  const description = `Gerado do modelo “${template.data.name}”`.slice(0, 200);
  const file = await ctx.stores.files.put(`${folder}/${Date.now().toString(36)}-${safeFileName(originalName)}`, bytes, {
    contentType: DOCX_CONTENT_TYPE,
    metadata: fileMetadata({ originalName, uploadedBy: ctx.uid, uploadedAt: at, version: 1 }, { category: template.data.category, description }),
  });
  await ctx.stores.documents.commit([fileAuditOp(ctx, { at, section, recordId, action: 'files.generate' })]);
  const unfilled = template.data.fields.filter((f) => empty.includes(f));
  return { file: await fileEntry(ctx, file), empty: unfilled.map((key) => ({ key, label: mergeFieldLabel(key) })) };
});
