import { COLLECTIONS } from '@office/domain';
import { toPortalAccountView } from '../../entities/portal/portal-accounts';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Clientes: the portal accounts of one client (a client has a few), newest invitation first. */
export default implement('portal-accounts', async (ctx, input) => {
  const store = ctx.stores.documents;
  if (!(await store.get(COLLECTIONS.clients, input.clientId))) throw appError('not-found');
  const page = await store.list(COLLECTIONS.portalAccounts, { where: [{ field: 'clientId', op: '==', value: input.clientId }], limit: 50 });
  const items = page.docs.map(toPortalAccountView).sort((a, b) => (a.invitedAt < b.invitedAt ? 1 : a.invitedAt > b.invitedAt ? -1 : 0));
  return { items };
});
