import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Clientes: one client with its current version (what an edit must name). */
export default implement('clients-get', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.clients, input.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
});
