import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { agendaKeys } from './keys';

export type AgendaListParams = CallInput<'agenda-list'>;

export const agendaQueries = {
  list: (params: AgendaListParams) =>
    queryOptions({ queryKey: agendaKeys.list(params), queryFn: () => call('agenda-list', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: agendaKeys.detail(id), queryFn: () => call('agenda-get', { id }) }),
};

/** Computes a prazo against the court's calendar (a read: nothing is stored). */
export function useComputeDeadline() {
  return useMutation({ mutationFn: (input: CallInput<'agenda-computeDeadline'>) => call('agenda-computeDeadline', input) });
}
