import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedInfo } from '@office/domain/calendar-feed';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { useSession } from '../lib/session-context';
import { invalidate } from './invalidate';
import { calendarFeedKeys, directoryKeys, sessionKeys } from './keys';

/** One's own name and phone; the session re-reads its record and the team's names show the new name. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: CallInput<'profile-update'>) => call('profile-update', input),
    onSuccess: async () => {
      await Promise.all([session.reload(), invalidate(client, sessionKeys.all, directoryKeys.all)]);
    },
  });
}

export function useSetProfilePhoto() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: CallInput<'profile-setPhoto'>) => call('profile-setPhoto', input),
    onSuccess: async () => {
      await Promise.all([session.reload(), invalidate(client, sessionKeys.all)]);
    },
  });
}

/** One's own calendar feed address (null: none yet). */
export const calendarFeedQuery = () => queryOptions({ queryKey: calendarFeedKeys.all, queryFn: () => call('calendarFeed-get', {}) });

/** A change to one's feed; its answer (the feed, or none once revoked) replaces the cached one. */
function useFeedWrite<I, O>(write: (input: I) => Promise<O>, cached: (answer: O) => CalendarFeedInfo | null) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (answer) => client.setQueryData(calendarFeedKeys.all, cached(answer)) });
}

/** Creates the address, or replaces it (the old one stops working at once). */
export const useIssueCalendarFeed = () =>
  useFeedWrite(
    (input: CallInput<'calendarFeed-issue'>) => call('calendarFeed-issue', input),
    (feed) => feed,
  );
export const useSetCalendarFeedOptions = () =>
  useFeedWrite(
    (input: CallInput<'calendarFeed-setOptions'>) => call('calendarFeed-setOptions', input),
    (feed) => feed,
  );
export const useRevokeCalendarFeed = () =>
  useFeedWrite(
    (input: CallInput<'calendarFeed-revoke'>) => call('calendarFeed-revoke', input),
    () => null,
  );
