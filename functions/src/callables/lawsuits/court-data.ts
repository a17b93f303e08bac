import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';

/** Processos: what DataJud said about the lawsuit at its last check (null when never checked). */
export default implement('lawsuits-courtData', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.courtData, input.lawsuitId);
  return doc?.data ?? null;
});
