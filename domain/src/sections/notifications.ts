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
    'notifications-list': query<NotificationPage>()({ policy: 'staff', input: notificationListInput }),
    'notifications-unreadCount': query<{ unread: number }>()({ policy: 'staff', input: none }),
    'notifications-markRead': command<{ unread: number }>()({
      policy: 'staff',
      input: notificationMarkReadInput,
      attempt: 'marcar notificação como lida',
      actions: { 'notifications.markRead': updated('Marcou notificação como lida') },
    }),
    'notifications-markAllRead': command<{ unread: number }>()({
      policy: 'staff',
      input: none,
      attempt: 'marcar todas as notificações como lidas',
      actions: { 'notifications.markAllRead': updated('Marcou todas as notificações como lidas') },
    }),
    'notifications-preferences': query<NotificationPreferencesView>()({ policy: 'staff', input: none }),
    'notifications-updatePreferences': command<NotificationPreferencesView>()({
      policy: 'staff',
      input: notificationPreferencesInput,
      attempt: 'alterar preferências de notificação',
      actions: { 'notifications.preferences': updated('Alterou suas preferências de notificação') },
    }),
  },
});
