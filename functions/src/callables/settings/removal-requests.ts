import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { removalDailyUse } from '../../platform/removal-use';

/** Configurações: data-removal requests, newest first, optionally by status; and today's use of the public form against its cap. */
export default implement('settings-removalRequests', async (ctx, input) => {
  const [page, today] = await Promise.all([
    readPage(ctx.stores.documents, COLLECTIONS.removalRequests, {
      where: input.status ? [{ field: 'status', op: '==', value: input.status }] : [],
      orderBy: [{ field: 'receivedAt', direction: 'desc' }],
      limit: input.limit,
      after: input.after,
    }),
    removalDailyUse(ctx.stores.documents),
  ]);
  return { ...page, today };
});
