import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { agendaKeys } from './keys';

export type AgendaListParams = CallInput<'agenda-list'>;

export const agendaQueries = {
  list: (params: AgendaListParams) =>
    queryOptions({ queryKey: agendaKeys.list(params), queryFn: () => call('agenda-list', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: agendaKeys.detail(id), queryFn: () => call('agenda-get', { id }) }),
};
