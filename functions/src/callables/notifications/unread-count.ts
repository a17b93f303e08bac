import { implement } from '../../platform/define-callable';
import { unreadCount } from './shared';

/** Notificações: the bell's badge. */
export default implement('notifications-unreadCount', async (ctx) => ({ unread: await unreadCount(ctx) }));
