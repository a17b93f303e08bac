import { COLLECTIONS, MAX_TEMPLATES } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { toListed } from '../../platform/pages';

/** Modelos de documentos, by name: for whoever reads Clientes or Processos (they generate from them) and Configurações' page. */
export default implement('templates-list', async (ctx) => {
  if (!callerReads(ctx, 'clients') && !callerReads(ctx, 'lawsuits') && !ctx.staff?.data.admin) throw appError('missing-scope');
  const page = await ctx.stores.documents.list(COLLECTIONS.documentTemplates, { orderBy: [{ field: 'name' }], limit: MAX_TEMPLATES });
  return page.docs.map((d) => toListed(d));
});
