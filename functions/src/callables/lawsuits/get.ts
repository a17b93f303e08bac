import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Processos: one lawsuit with its current version. */
export default implement('lawsuits-get', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.lawsuits, input.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
});
