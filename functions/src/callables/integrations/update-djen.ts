import { implement } from '../../platform/define-callable';
import { integrationsOverview } from '../../integrations/overview';
import { saveIntegrationSettings } from '../../integrations/settings';

/** Integrações (administrators): the OAB inscriptions whose DJEN communications the office reads. */
export default implement('integrations-updateDjen', async (ctx, input) => {
  await saveIntegrationSettings(ctx.stores.documents, 'djen', input.expectedVersion, { oabs: input.oabs }, ctx.uid);
  return integrationsOverview(ctx);
});
