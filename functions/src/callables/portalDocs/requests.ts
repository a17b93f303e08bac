import { COLLECTIONS } from '@office/domain';
import { requestViews } from '../../entities/portal-documents/request-views';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** More requests than one client ever gets. */
const LIMIT = 200;

/** Clientes: the documents asked of one client, newest first, with the answers the client sent from the portal. */
export default implement('portalDocs-requests', async (ctx, input) => {
  const store = ctx.stores.documents;
  if (!(await store.get(COLLECTIONS.clients, input.clientId))) throw appError('not-found');
  const page = await store.list(COLLECTIONS.portalRequests, { where: [{ field: 'clientId', op: '==', value: input.clientId }], limit: LIMIT });
  const newestFirst = [...page.docs].sort((a, b) => (a.data.createdAt < b.data.createdAt ? 1 : a.data.createdAt > b.data.createdAt ? -1 : 0));
  return requestViews(ctx, newestFirst);
});
