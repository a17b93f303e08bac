import { implement } from '../../platform/define-callable';
import { runDatajudOffice } from '../../integrations/datajud-run';

/** Integrações → DataJud → "Sincronizar agora": the daily run's code, now (scheduled functions do not fire locally). */
export default implement('integrations-syncDatajud', async (ctx) => runDatajudOffice(ctx.stores.documents, 'manual', ctx.uid));
