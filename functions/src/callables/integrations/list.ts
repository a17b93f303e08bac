import { implement } from '../../platform/define-callable';
import { integrationsOverview } from '../../integrations/overview';

/** Integrações: DataJud and the DJEN, their configuration and their newest runs, as they really went. */
export default implement('integrations-list', async (ctx) => integrationsOverview(ctx));
