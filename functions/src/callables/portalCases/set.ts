import { setPortalCase } from '../../entities/portal/portal-cases';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import getCase from './get';

/** Processos: opens the lawsuit to its clients' portal accounts, or closes it; under segredo only once confirmed. */
export default implement('portalCases-set', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  await setPortalCase(ctx, input);
  return getCase.handler(ctx, { lawsuitId: input.lawsuitId });
});
