import { implement } from '../../platform/define-callable';
import { runDatajudLawsuit } from '../../integrations/datajud-run';
import { runsAsSeen } from '../../integrations/run-names';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos → "Atualizar andamentos": this lawsuit's movements from DataJud, now. */
export default implement('lawsuits-syncMovements', async (ctx, input) => {
  await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  const synced = await runDatajudLawsuit(ctx.stores.documents, input.lawsuitId, ctx.uid);
  const [run] = await runsAsSeen(ctx, ctx.stores.documents, [synced.run]);
  return { ...synced, run: run ?? synced.run };
});
