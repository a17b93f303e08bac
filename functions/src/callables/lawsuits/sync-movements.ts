import { implement } from '../../platform/define-callable';
import { runDatajudLawsuit } from '../../integrations/datajud-run';

/** Processos → "Atualizar andamentos": this lawsuit's movements from DataJud, now. */
export default implement('lawsuits-syncMovements', async (ctx, input) => runDatajudLawsuit(ctx.stores.documents, input.lawsuitId, ctx.uid));
