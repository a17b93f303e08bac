import { markPortalThreadRead } from '../../entities/portal/portal-messages';
import { implement } from '../../platform/define-callable';
import { officeSide, staffThreadView } from './shared';

/** Processos → "Mensagens do cliente": the office has read the client's messages (whoever of the office reads them). */
export default implement('portalMessages-officeRead', async (ctx, input) => {
  const lawsuit = await officeSide(ctx, input.lawsuitId, input.clientId);
  await markPortalThreadRead(ctx, lawsuit.id, input.clientId, 'escritorio');
  return staffThreadView(ctx.stores.documents, lawsuit, input.clientId);
});
