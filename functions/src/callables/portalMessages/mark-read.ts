import { markPortalThreadRead } from '../../entities/portal/portal-messages';
import { implement } from '../../platform/define-callable';
import { clientSide, clientThreadView } from './shared';

/** Portal do cliente: the client has read the office's messages about one of its lawsuits. */
export default implement('portalMessages-markRead', async (ctx, input) => {
  const { lawsuit, clientId } = await clientSide(ctx, input.lawsuitId);
  await markPortalThreadRead(ctx, lawsuit.id, clientId, 'cliente');
  return clientThreadView(ctx.stores.documents, lawsuit, clientId);
});
