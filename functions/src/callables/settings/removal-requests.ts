import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Configurações: data-removal requests, newest first, optionally by status. */
export default implement('settings-removalRequests', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.removalRequests, {
    where: input.status ? [{ field: 'status', op: '==', value: input.status }] : [],
    orderBy: [{ field: 'receivedAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);
