import { portalQualification, COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/**
 * Portal do cliente: who is signed in, and the clients they follow (only the claims' own ids) with what the office
 * holds. The page asks it first on each visit, so each visit is audited here ("Cliente acessou o portal").
 */
export default implement('portal-me', async (ctx) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const clients = await Promise.all(portal.clientIds.map((id) => store.get(COLLECTIONS.clients, id)));
  const { account } = portal;
  await store.commit([
    auditOp(ctx, {
      section: 'clients',
      action: 'portal.access',
      entity: COLLECTIONS.portalAccounts,
      entityId: account.id,
      recordId: account.data.clientId,
      changedFields: [],
    }),
  ]);
  return {
    name: portal.account.data.name,
    email: portal.account.data.email,
    clients: clients.flatMap((c) => (c ? [{ id: c.id, name: c.data.name, qualification: portalQualification(c.data) }] : [])),
  };
});
