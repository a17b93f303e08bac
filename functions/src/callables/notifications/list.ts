import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import type { Filter } from '../../store/port';
import { unreadCount, viewOf } from './shared';

/** Notificações: the caller's own, newest first, a page at a time, with the unread count. */
export default implement('notifications-list', async (ctx, input) => {
  const where: Filter[] = [{ field: 'recipientId', op: '==', value: ctx.uid }];
  if (input.unreadOnly) where.push({ field: 'read', op: '==', value: false });
  const [page, unread] = await Promise.all([
    ctx.stores.documents.list(COLLECTIONS.notifications, {
      where,
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: input.limit,
      after: input.after ?? null,
    }),
    unreadCount(ctx),
  ]);
  return { items: page.docs.map((d) => viewOf(ctx, d)), nextCursor: page.nextCursor, unread };
});
