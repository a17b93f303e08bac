import { pageInput, SYSTEM_COLLECTIONS, type MessageRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Messages addressed to the caller, newest first. Any active staff member has an inbox. */
export const list = defineCallable({ policy: 'staff', input: pageInput }, async (ctx, input) =>
   readPage<MessageRecord>(ctx.stores.documents, SYSTEM_COLLECTIONS.messages, {
    where: [{ field: 'toId', op: '==', value: ctx.uid }],
    orderBy: [{ field: 'sentAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);
