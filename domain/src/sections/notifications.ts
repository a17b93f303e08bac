/** Notificações: each person sees and changes only their own. */
import { command, none, query, slice, updated } from './define';
import {
  notificationListInput,
  notificationMarkReadInput,
  type NotificationPage,
  notificationPreferencesInput,
  type NotificationPreferencesView,
} from '../notifications';

export const notificationsSlice = slice({
  operations: {
    // Notificações: each person sees and changes only their own.
    'notifications-list': query<NotificationPage>()('staff', notificationListInput),
    'notifications-unreadCount': query<{ unread: number }>()('staff', none),
    'notifications-markRead': command<{ unread: number }>()('staff', notificationMarkReadInput, 'marcar notificação como lida', {
      'notifications.markRead': updated('Marcou notificação como lida'),
    }),
    'notifications-markAllRead': command<{ unread: number }>()('staff', none, 'marcar todas as notificações como lidas', {
      'notifications.markAllRead': updated('Marcou todas as notificações como lidas'),
    }),
    'notifications-preferences': query<NotificationPreferencesView>()('staff', none),
    'notifications-updatePreferences': command<NotificationPreferencesView>()('staff', notificationPreferencesInput, 'alterar preferências de notificação', {
      'notifications.preferences': updated('Alterou suas preferências de notificação'),
    }),
  },
});
