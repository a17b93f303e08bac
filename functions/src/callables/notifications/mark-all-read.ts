import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { readNoticeUpdates } from '../../notifications/read';
import { implement } from '../../platform/define-callable';
import { unreadCount } from './shared';

/** How many one transaction marks: well inside Firestore's 500 writes per commit. */
const CHUNK = 200;

/** Notificações: marks every one of the caller's own as read, a chunk per transaction, with one audit entry per chunk. */
export default implement('notifications-markAllRead', async (ctx) => {
  const store = ctx.stores.documents;
  for (;;) {
    const marked = await store.transact(async (tx) => {
      const page = await tx.list(COLLECTIONS.notifications, {
        where: [
          { field: 'recipientId', op: '==', value: ctx.uid },
          { field: 'read', op: '==', value: false },
        ],
        orderBy: [{ field: 'at', direction: 'desc' }],
        limit: CHUNK,
      });
      if (page.docs.length === 0) return { ops: [], result: 0 };
      const now = new Date().toISOString();
      return {
        ops: [
          ...readNoticeUpdates(page.docs, now),
          auditOp(
            ctx,
            { section: 'notifications', action: 'notifications.markAllRead', entity: COLLECTIONS.notifications, entityId: ctx.uid, changedFields: ['read'] },
            now,
          ),
        ],
        result: page.docs.length,
      };
    });
    if (marked < CHUNK) break;
  }
  return { unread: await unreadCount(ctx) };
});
