import { publishUpdate } from '../../entities/portal/portal-cases';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: publishes the update with the text the lawyer approved; the consenting client accounts get an e-mail. */
export default implement('portalCases-publish', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  return publishUpdate(ctx, input);
});
