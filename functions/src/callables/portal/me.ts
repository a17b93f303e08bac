import { portalQualification, COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Portal do cliente: who is signed in, and the clients they follow (only the claims' own ids) with what the office holds. */
export default implement('portal-me', async (ctx) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const clients = await Promise.all(portal.clientIds.map((id) => store.get(COLLECTIONS.clients, id)));
  return {
    name: portal.account.data.name,
    email: portal.account.data.email,
    clients: clients.flatMap((c) => (c ? [{ id: c.id, name: c.data.name, qualification: portalQualification(c.data) }] : [])),
  };
});
