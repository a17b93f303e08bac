import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { visibleIntimationLawsuit } from './shared';

/** Processos → Intimações: one communication, whole (not found when its lawsuit is under segredo and not the caller's). */
export default implement('intimations-get', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.intimations, input.id);
  if (!doc) throw appError('not-found');
  await visibleIntimationLawsuit(ctx, ctx.stores.documents, doc.data);
  return toListed(doc);
});
