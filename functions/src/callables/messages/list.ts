import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Messages addressed to the caller, newest first. Any active staff member has an inbox. */
export default implement('messages-list', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.messages, {
    where: [{ field: 'toId', op: '==', value: ctx.uid }],
    orderBy: [{ field: 'sentAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);
