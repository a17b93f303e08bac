import { implement } from '../../platform/define-callable';
import { runDjen } from '../../integrations/djen-sync';

/** Integrações → DJEN → "Sincronizar agora": the daily run's code, now, optionally for a range of availability dates. */
export default implement('integrations-syncDjen', async (ctx, input) => runDjen(ctx.stores.documents, 'manual', ctx.uid, input));
