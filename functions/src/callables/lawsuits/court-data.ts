import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: what DataJud said about the lawsuit at its last check (null when never checked). */
export default implement('lawsuits-courtData', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  const doc = await ctx.stores.documents.get(COLLECTIONS.courtData, input.lawsuitId);
  return doc?.data ?? null;
});
