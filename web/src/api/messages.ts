import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import type { MailboxRecord, ThreadView } from '@office/domain/messages';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { dashboardKeys, messageKeys, notificationKeys } from './keys';
import { useCallMutation } from './mutation';

export { messageKeys };

export type MailboxListParams = CallInput<'messages-list'>;

/** How often the unread count is asked again while the app is open (a new message shows within a minute). */
export const UNREAD_REFRESH_MS = 60_000;

export const messageQueries = {
  /** One page of the caller's inbox, sent box or archive, newest thread first. */
  list: (params: MailboxListParams) =>
    queryOptions({ queryKey: messageKeys.list(params), queryFn: () => call('messages-list', params), placeholderData: keepPreviousData }),
  /** How many of the caller's threads are unread: asked again every minute and when the window regains focus. */
  unreadCount: () =>
    queryOptions({
      queryKey: messageKeys.unread(),
      queryFn: () => call('messages-unreadCount', {}),
      refetchOnWindowFocus: true,
      refetchInterval: UNREAD_REFRESH_MS,
    }),
  /** A thread as the caller sees it: their mailbox line and every message, oldest first. */
  thread: (threadId: string) => queryOptions({ queryKey: messageKeys.thread(threadId), queryFn: () => call('messages-thread', { threadId }) }),
};

/** The unread count, 0 until known. */
export function useUnreadCount(enabled = true): number {
  return useQuery({ ...messageQueries.unreadCount(), enabled }).data?.unread ?? 0;
}

/** Where a thread's state shows besides its own page: the boxes, the unread badge and the dashboard's card. */
const mailboxShownIn = [messageKeys.lists(), messageKeys.unread(), dashboardKeys.all] as const;

/** A changed mailbox line (read, archived) replaces the one the thread's page holds. */
function showMailbox(client: QueryClient, mailbox: Listed<MailboxRecord>): Promise<void> {
  client.setQueryData<ThreadView>(messageKeys.thread(mailbox.threadId), (old) => old && { ...old, mailbox });
  return invalidate(client, ...mailboxShownIn);
}

/** The answer is the thread as it is now: shown at once on its page, and the boxes and counts refreshed. */
const threadShown = { storeAt: (view: ThreadView) => messageKeys.thread(view.mailbox.threadId), refresh: mailboxShownIn };

/** Starts a thread; answers with it (its id is the first message's). */
export const useSendMessage = () => useCallMutation('messages-send', threadShown);

/** Answers a thread: the message goes to every other participant. */
export const useReplyMessage = () => useCallMutation('messages-reply', threadShown);

/** Reading a thread also reads the bell's notices of its messages (on the server): the bell asks again. */
export function useMarkThreadRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'messages-markRead'>) => call('messages-markRead', input),
    onSuccess: async (mailbox, input) => {
      await Promise.all([showMailbox(client, mailbox), input.read ? invalidate(client, notificationKeys.all) : undefined]);
    },
  });
}

export function useArchiveThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'messages-archive'>) => call('messages-archive', input),
    onSuccess: (mailbox) => showMailbox(client, mailbox),
  });
}
