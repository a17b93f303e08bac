import { COLLECTIONS } from '@office/domain';
import { discardDraft } from '../../entities/portal/portal-cases';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: discards a draft update on the version seen; a published one stays. */
export default implement('portalCases-discard', async (ctx, input) => {
  const update = await ctx.stores.documents.get(COLLECTIONS.portalUpdates, input.id);
  if (!update) throw appError('not-found');
  await readVisibleLawsuit(ctx, ctx.stores.documents, update.data.lawsuitId);
  await discardDraft(ctx, input.id, input.expectedVersion);
  return { id: input.id };
});
