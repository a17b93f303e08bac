import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventRecord, EventSaved } from '@office/domain/agenda';
import type { Listed } from '@office/domain/lists';
import type { EventDetail } from '@office/domain/office-calendar';
import { MAX_RANGE_ENTRIES } from '@office/domain/agenda-labels';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { agendaKeys, courtCalendarKeys, dashboardKeys, intimationKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

export type AgendaListParams = CallInput<'agenda-list'>;

export const agendaQueries = {
  list: (params: AgendaListParams) =>
    queryOptions({ queryKey: agendaKeys.list(params), queryFn: () => call('agenda-list', params), placeholderData: keepPreviousData }),
  /** Every entry of a view's visible range (month, week or day), in one call of up to MAX_RANGE_ENTRIES. */
  range: (params: Omit<AgendaListParams, 'limit' | 'after'>) =>
    queryOptions({
      queryKey: agendaKeys.list({ ...params, range: true }),
      queryFn: () => call('agenda-list', { ...params, limit: MAX_RANGE_ENTRIES }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) => queryOptions({ queryKey: agendaKeys.detail(id), queryFn: () => call('agenda-get', { id }) }),
  /** Who created, edited, moved, concluded or cancelled the entry, newest first (from the audit trail). */
  history: (id: string) => queryOptions({ queryKey: agendaKeys.history(id), queryFn: () => call('agenda-history', { id }) }),
};

/** Computes a prazo against the court's calendar (a read: nothing is stored). */
export const useComputeDeadline = () => useCallMutation('agenda-computeDeadline');

/**
 * Where an entry shows: the agenda's lists (also filtered by lawsuit or client on their pages), its detail
 * and history, the dashboard's today, next prazos and overdue cards, and the lawsuits list's count of those
 * without an open prazo.
 */
const eventShownIn = [agendaKeys.lists(), agendaKeys.histories(), dashboardKeys.all, lawsuitKeys.lists()] as const;

/**
 * The saved entry shows at once on its page; its "recalcular" flag and its links' names are the server's to say,
 * so the page reads it again (with the rest of the lists) and keeps the ones it had meanwhile.
 */
function showSaved(client: QueryClient, event: Listed<EventRecord>): Promise<void> {
  client.setQueryData<EventDetail>(agendaKeys.detail(event.id), (old) => ({
    ...event,
    review: old?.review ?? null,
    links: old?.links ?? { lawsuit: null, clientName: null },
  }));
  return invalidate(client, ...eventShownIn, agendaKeys.detail(event.id), courtCalendarKeys.reviewLists());
}

function useEventWrite<N extends 'agenda-update' | 'agenda-reschedule' | 'agenda-recalculate'>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input) as Promise<EventSaved>,
    onSuccess: (saved) => showSaved(client, saved.event),
  });
}

/** A new entry; a prazo saved from an intimação (`intimationId`) also changes the intimação (it names the prazo). */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'agenda-create'>) => call('agenda-create', input),
    onSuccess: async (saved, input) => {
      await showSaved(client, saved.event);
      if (input.intimationId) await invalidate(client, intimationKeys.all);
    },
  });
}
export const useUpdateEvent = () => useEventWrite('agenda-update');
export const useRescheduleEvent = () => useEventWrite('agenda-reschedule');
/** Applies the current court calendar to a prazo flagged "recalcular". */
export const useRecalculateEvent = () => useEventWrite('agenda-recalculate');

export function useSetEventStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'agenda-setStatus'>) => call('agenda-setStatus', input),
    onSuccess: (event) => showSaved(client, event),
  });
}

// A prazo saved from an intimação leaves it a tratar again.
export const useDeleteEvent = () =>
  useCallMutation('agenda-delete', {
    drop: (input) => [agendaKeys.detail(input.id)],
    refresh: [...eventShownIn, courtCalendarKeys.reviewLists(), intimationKeys.all],
  });
