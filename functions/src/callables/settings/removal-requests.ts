import { pageInput, z, type RemovalRequestRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

const input = pageInput.extend({ status: z.enum(['aberto', 'concluido', 'recusado']).nullish() });

/** Configurações: data-removal requests, newest first, optionally by status. */
export const removalRequests = defineCallable({ policy: { section: 'settings', access: 'read' }, input }, async (ctx, input) =>
  readPage<RemovalRequestRecord>(ctx.stores.documents, 'removalRequests', {
    where: input.status ? [{ field: 'status', op: '==', value: input.status }] : [],
    orderBy: [{ field: 'receivedAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);
