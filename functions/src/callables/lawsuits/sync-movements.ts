import { implement } from '../../platform/define-callable';
import { runDatajudLawsuit } from '../../integrations/datajud-run';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos → "Atualizar andamentos": this lawsuit's movements from DataJud, now. */
export default implement('lawsuits-syncMovements', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  return runDatajudLawsuit(ctx.stores.documents, input.lawsuitId, ctx.uid);
});
