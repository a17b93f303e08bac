import { implement } from '../../platform/define-callable';
import { clientSide, clientThreadView } from './shared';

/** Portal do cliente: the client's conversation about one of its lawsuits opened to the portal (else not-found). */
export default implement('portalMessages-thread', async (ctx, input) => {
  const { lawsuit, clientId } = await clientSide(ctx, input.lawsuitId);
  return clientThreadView(ctx.stores.documents, lawsuit, clientId);
});
