import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { agendaKeys, courtCalendarKeys, dashboardKeys } from './keys';
import { useCallMutation } from './mutation';

export const courtCalendarQueries = {
  closures: () => queryOptions({ queryKey: courtCalendarKeys.closures(), queryFn: () => call('courtCalendar-list', {}) }),
  reviews: (params: CallInput<'courtCalendar-reviews'>) =>
    queryOptions({ queryKey: courtCalendarKeys.reviews(params), queryFn: () => call('courtCalendar-reviews', params), placeholderData: keepPreviousData }),
  /** The courts' calendar data, confirmed or foreseen: it changes only with a new version of the system. */
  status: () => queryOptions({ queryKey: courtCalendarKeys.status(), queryFn: () => call('courtCalendar-status', {}), staleTime: Infinity }),
};

/**
 * A closure change shows in the list, in the flags it writes (the reviews, each flagged entry's detail, the
 * dashboard) and in every computation made after it.
 */
const closureShownIn = [courtCalendarKeys.all, agendaKeys.details(), dashboardKeys.all] as const;

const useClosureWrite = <N extends 'courtCalendar-create' | 'courtCalendar-update' | 'courtCalendar-delete'>(name: N) =>
  useCallMutation(name, { refresh: closureShownIn });

export const useCreateClosure = () => useClosureWrite('courtCalendar-create');
export const useUpdateClosure = () => useClosureWrite('courtCalendar-update');
export const useDeleteClosure = () => useClosureWrite('courtCalendar-delete');
