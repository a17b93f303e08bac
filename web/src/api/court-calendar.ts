import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { agendaKeys, courtCalendarKeys, dashboardKeys } from './keys';

export const courtCalendarQueries = {
  closures: () => queryOptions({ queryKey: courtCalendarKeys.closures(), queryFn: () => call('courtCalendar-list', {}) }),
  reviews: (params: CallInput<'courtCalendar-reviews'>) =>
    queryOptions({ queryKey: courtCalendarKeys.reviews(params), queryFn: () => call('courtCalendar-reviews', params), placeholderData: keepPreviousData }),
};

/**
 * A closure change shows in the list, in the flags it writes (the reviews, each flagged entry's detail, the
 * dashboard) and in every computation made after it.
 */
const closureShownIn = [courtCalendarKeys.all, agendaKeys.details(), dashboardKeys.all] as const;

function useClosureWrite<N extends 'courtCalendar-create' | 'courtCalendar-update' | 'courtCalendar-delete'>(name: N) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: CallInput<N>) => call(name, input), onSuccess: () => invalidate(client, ...closureShownIn) });
}

export const useCreateClosure = () => useClosureWrite('courtCalendar-create');
export const useUpdateClosure = () => useClosureWrite('courtCalendar-update');
export const useDeleteClosure = () => useClosureWrite('courtCalendar-delete');
