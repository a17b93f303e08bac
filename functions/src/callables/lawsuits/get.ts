import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { toListed } from '../../platform/pages';
import { visibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: one lawsuit with its current version. */
export default implement('lawsuits-get', async (ctx, input) => {
  return toListed(visibleLawsuit(ctx, await ctx.stores.documents.get(COLLECTIONS.lawsuits, input.id)));
});
