import { COLLECTIONS, MAX_WORKFLOW_TEMPLATES } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { toListed } from '../../platform/pages';

/** Fluxos de trabalho: the office's templates, by name (Configurações' editor and the lawsuit's "Aplicar modelo"). */
export default implement('workflows-list', async (ctx) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.workflowTemplates, { orderBy: [{ field: 'name' }], limit: MAX_WORKFLOW_TEMPLATES });
  return page.docs.map((d) => toListed(d));
});
