import { implement } from '../../platform/define-callable';
import { integrationsOverview } from '../../integrations/overview';
import { saveIntegrationSettings } from '../../integrations/settings';

/** Integrações (administrators): DataJud's API key. A new key clears the "chave recusada" state: the next run tries it. */
export default implement('integrations-updateDatajud', async (ctx, input) => {
  await saveIntegrationSettings(ctx.stores.documents, 'datajud', input.expectedVersion, { apiKey: input.apiKey, keyRejected: false }, ctx.uid);
  return integrationsOverview(ctx);
});
