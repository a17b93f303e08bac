import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { dashboardKeys, financeKeys, timesheetKeys } from './keys';
import { useCallMutation } from './mutation';

export const timesheetQueries = {
  /** The caller's running timer (kept by the server: the same on every tab and device). */
  timer: () => queryOptions({ queryKey: timesheetKeys.timer(), queryFn: () => call('timesheet-timer', {}) }),
  /** A week of one person's entries with its totals. */
  week: (params: CallInput<'timesheet-week'>) =>
    queryOptions({ queryKey: timesheetKeys.week(params), queryFn: () => call('timesheet-week', params), placeholderData: keepPreviousData }),
  pending: (params: CallInput<'timesheet-pending'>) =>
    queryOptions({ queryKey: timesheetKeys.pending(params), queryFn: () => call('timesheet-pending', params) }),
  billable: () => queryOptions({ queryKey: timesheetKeys.billable(), queryFn: () => call('timesheet-billable', {}) }),
  rates: () => queryOptions({ queryKey: timesheetKeys.rates(), queryFn: () => call('timesheet-rates', {}) }),
  profitability: (params: CallInput<'timesheet-profitability'>) =>
    queryOptions({
      queryKey: timesheetKeys.profitability(params),
      queryFn: () => call('timesheet-profitability', params),
      placeholderData: keepPreviousData,
    }),
};

export const useTimer = (enabled = true) => useQuery({ ...timesheetQueries.timer(), enabled });

// Any entry write moves the weeks, the queue, the billable hours and the report; a billing also makes a lançamento.
const entryShownIn = { refresh: [timesheetKeys.all], onConflict: [timesheetKeys.all] } as const;

export const useStartTimer = () => useCallMutation('timesheet-startTimer', entryShownIn);
export const useStopTimer = () => useCallMutation('timesheet-stopTimer', entryShownIn);
export const useCreateTimeEntry = () => useCallMutation('timesheet-create', entryShownIn);
export const useUpdateTimeEntry = () => useCallMutation('timesheet-update', entryShownIn);
export const useDeleteTimeEntry = () => useCallMutation('timesheet-delete', entryShownIn);
export const useApproveTime = () => useCallMutation('timesheet-approve', entryShownIn);
export const useUnapproveTime = () => useCallMutation('timesheet-unapprove', entryShownIn);
export const useBillTime = () =>
  useCallMutation('timesheet-bill', { refresh: [timesheetKeys.all, financeKeys.lists(), financeKeys.reports(), dashboardKeys.all] });
export const useUpdateRates = () => useCallMutation('timesheet-updateRates', entryShownIn);
