import { saveDraft } from '../../entities/portal/portal-cases';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: saves a draft update of the lawsuit (a new one, or an edit on the version seen). The client sees nothing. */
export default implement('portalCases-saveDraft', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  return saveDraft(ctx, input);
});
