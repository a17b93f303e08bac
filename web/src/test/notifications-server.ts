/** The notification callables for the bell's and the page's tests, typed by their contracts (test/operations.ts). */
import type { NotificationView } from '@office/domain/notifications-labels';
import type { OperationHandlers } from './operations';

/** What the fake holds: the signed-in person's notifications, newest first. */
export const notificationsServer = { items: [] as NotificationView[] };

/** A notification as 'notifications-list' answers it: an unread reminder without a link unless told. */
export function aNotification(over: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 'u1_r1',
    kind: 'lembrete',
    at: '2026-11-27T17:05:00.000Z',
    read: false,
    title: 'Lembrete',
    detail: 'Audiência em 28/11/2026 às 14:00',
    link: null,
    ...over,
  };
}

const unread = () => notificationsServer.items.filter((n) => !n.read).length;

/** Answers as the callables do: pages newest first (`after` is the index of the next item), "Só não lidas", marking read. */
export const notificationOperations: OperationHandlers = {
  'notifications-unreadCount': () => ({ unread: unread() }),
  'notifications-list': (input) => {
    const shown = notificationsServer.items.filter((n) => !input.unreadOnly || !n.read);
    const from = Number(input.after ?? 0);
    const to = from + input.limit;
    return { items: structuredClone(shown.slice(from, to)), nextCursor: to < shown.length ? String(to) : null, unread: unread() };
  },
  'notifications-markRead': (input) => {
    notificationsServer.items = notificationsServer.items.map((n) => (input.ids.includes(n.id) ? { ...n, read: true } : n));
    return { unread: unread() };
  },
  'notifications-markAllRead': () => {
    notificationsServer.items = notificationsServer.items.map((n) => ({ ...n, read: true }));
    return { unread: 0 };
  },
};
