import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: the lawsuit's andamentos, newest first. */
export default implement('lawsuits-movements', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  return readPage(ctx.stores.documents, COLLECTIONS.movements, {
    where: [{ field: 'lawsuitId', op: '==', value: input.lawsuitId }],
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  });
});
