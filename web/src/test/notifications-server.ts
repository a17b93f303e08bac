import type { CallableName } from '@office/domain/contracts';
import type { NotificationView } from '@office/domain/notifications-labels';

/** A fake of the notification callables for the bell's and the page's tests: what it holds and every call it answered. */
export const notificationsServer = { items: [] as NotificationView[], calls: [] as { name: string; input: Record<string, unknown> }[] };

/** Answers as the callables do: pages newest first (`after` is the index of the next item), "Só não lidas", marking read. */
export async function answerNotifications(name: CallableName, input: Record<string, unknown>): Promise<unknown> {
  const server = notificationsServer;
  server.calls.push({ name, input });
  const unread = () => server.items.filter((n) => !n.read).length;
  switch (name) {
    case 'notifications-unreadCount':
      return { unread: unread() };
    case 'notifications-list': {
      const shown = server.items.filter((n) => !input.unreadOnly || !n.read);
      const from = Number(input.after ?? 0);
      const to = from + Number(input.limit);
      return { items: structuredClone(shown.slice(from, to)), nextCursor: to < shown.length ? String(to) : null, unread: unread() };
    }
    case 'notifications-markRead': {
      const ids = input.ids as string[];
      server.items = server.items.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return { unread: unread() };
    }
    case 'notifications-markAllRead':
      server.items = server.items.map((n) => ({ ...n, read: true }));
      return { unread: 0 };
    default:
      return Promise.reject(new Error(`unexpected call ${name}`));
  }
}
