import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Processos → Intimações: one communication, whole. */
export default implement('intimations-get', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.intimations, input.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
});
