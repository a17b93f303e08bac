import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
// Types only: the notifications module carries zod schemas, which stay out of the frame's chunk.
import type { NotificationPage, NotificationView } from '@office/domain/notifications-labels';
import { call } from '../lib/callable';
import { notificationKeys } from './keys';
import { useCallMutation } from './mutation';

export { notificationKeys };

/** How often the bell asks again while the app is open (a new notification shows within a minute). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** A list of the caller's notifications: how many per page, and whether only the unread ones. */
export interface NotificationListParams {
  limit: number;
  unreadOnly: boolean;
}

type Pages = InfiniteData<NotificationPage, string | null>;

export const notificationQueries = {
  /**
   * How many are unread: asked again every minute and when the window regains focus. A count that grew means
   * something new arrived: the lists on screen are read again.
   */
  unreadCount: () =>
    queryOptions({
      queryKey: notificationKeys.unread(),
      queryFn: async ({ client }) => {
        const before = client.getQueryData<{ unread: number }>(notificationKeys.unread())?.unread;
        const answer = await call('notifications-unreadCount', {});
        if (before !== undefined && answer.unread > before) void client.invalidateQueries({ queryKey: notificationKeys.lists() });
        return answer;
      },
      refetchOnWindowFocus: true,
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
    }),
  /** The caller's notifications, newest first, page after page (`nextCursor`); each page also brings the unread count. */
  list: (params: NotificationListParams) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list({ ...params }),
      queryFn: async ({ pageParam, client }) => {
        const page = await call('notifications-list', { ...params, after: pageParam });
        client.setQueryData(notificationKeys.unread(), { unread: page.unread });
        return page;
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** How each kind reaches the caller by e-mail, and where. */
  preferences: () => queryOptions({ queryKey: notificationKeys.preferences(), queryFn: () => call('notifications-preferences', {}) }),
};

/** The unread count, 0 until known. */
export function useNotificationUnreadCount(enabled = true): number {
  return useQuery({ ...notificationQueries.unreadCount(), enabled }).data?.unread ?? 0;
}

/** The server's answer to a mark: the notifications it names show as read in every cached list, and the badge its count. */
function showRead(client: QueryClient, marked: (n: NotificationView) => boolean, unread: number): void {
  client.setQueryData(notificationKeys.unread(), { unread });
  client.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, unread, items: page.items.map((n) => (!n.read && marked(n) ? { ...n, read: true } : n)) })),
        }
      : data,
  );
}

/** Marks some of the caller's notifications read (a click on one, its "Marcar como lida"). */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call('notifications-markRead', { ids }),
    onSuccess: ({ unread }, ids) => showRead(client, (n) => ids.includes(n.id), unread),
  });
}

/** Marks every notification of the caller read; the "Só não lidas" lists are read again (they are now empty). */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('notifications-markAllRead', {}),
    onSuccess: async ({ unread }) => {
      showRead(client, () => true, unread);
      await client.invalidateQueries({
        queryKey: notificationKeys.lists(),
        predicate: (query) => (query.queryKey[2] as Partial<NotificationListParams> | undefined)?.unreadOnly === true,
      });
    },
  });
}

/** The preferences as the server has them now (not the cache): what a conflict offers to reload. */
export function useReloadNotificationPreferences() {
  const client = useQueryClient();
  return () => client.query({ ...notificationQueries.preferences(), staleTime: 0 });
}

/** Saves the e-mail modes against the version read; the answer replaces the cached preferences. */
export const useUpdateNotificationPreferences = () => useCallMutation('notifications-updatePreferences', { storeAt: () => notificationKeys.preferences() });
