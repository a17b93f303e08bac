import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { markNoticesReadOps } from '../../notifications/read';
import { unreadCount } from './shared';

/**
 * Notificações: marks some of the caller's own as read. Someone else's reads as missing. Names no version: read
 * is the same answer whoever asked first; one already read is left as it is.
 */
export default implement('notifications-markRead', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const docs = await tx.getMany(COLLECTIONS.notifications, [...new Set(input.ids)]);
    if (docs.some((d) => !d || d.data.recipientId !== ctx.uid)) throw appError('not-found');
    const now = new Date().toISOString();
    const unread = docs.flatMap((d) => (d && !d.data.read ? [d] : []));
    if (unread.length === 0) return { ops: [], result: null };
    return { ops: markNoticesReadOps(ctx, unread, now), result: null };
  });
  return { unread: await unreadCount(ctx) };
});
