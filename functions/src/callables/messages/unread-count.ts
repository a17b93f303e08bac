import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';

/** Mensagens: how many of the caller's threads hold a message they have not read (the menu's badge). One count. */
export default implement('messages-unreadCount', async (ctx) => ({
  unread: await ctx.stores.documents.count(COLLECTIONS.mailboxes, [
    { field: 'ownerId', op: '==', value: ctx.uid },
    { field: 'unread', op: '==', value: true },
  ]),
}));
