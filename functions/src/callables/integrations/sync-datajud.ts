import { implement } from '../../platform/define-callable';
import { runDatajudOffice } from '../../integrations/datajud-run';
import { runsAsSeen } from '../../integrations/run-names';

/** Integrações → DataJud → "Sincronizar agora": the daily run's code, now (scheduled functions do not fire locally). */
export default implement('integrations-syncDatajud', async (ctx) => {
  const run = await runDatajudOffice(ctx.stores.documents, 'manual', ctx.uid);
  const [named] = await runsAsSeen(ctx, ctx.stores.documents, [run]);
  return named ?? run;
});
